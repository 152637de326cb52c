/** Where a learner's code for one lesson exercise is kept on this device (local-storage.ts). */
export function exerciseDraftKey(owner: string, exerciseId: string): string {
  return `lesson_exercise_draft:${owner}:${exerciseId}`;
}
