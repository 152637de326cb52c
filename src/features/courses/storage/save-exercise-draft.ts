import { writeStoredJson } from '@/src/lib/local-storage.ts';
import { exerciseDraftKey } from './exercise-draft-key.ts';

/**
 * Keeps what the learner types in a lesson exercise, synchronously, so a reload or leaving the
 * lesson loses nothing. Device-local: only the passed state is progress worth syncing.
 */
export function saveExerciseDraft(owner: string, exerciseId: string, code: string): void {
  writeStoredJson(exerciseDraftKey(owner, exerciseId), code);
}
