/**
 * Practice rows → the problems solved (a Submit that passed every test, on this device or, from
 * the server's cached progress, on any device), each with when it was last solved (epoch ms).
 * Capstone milestones are practice problems, so the same map says which milestones passed.
 * Pure.
 */
import type {
  PracticeAttemptRow,
  PracticeProgressRow,
} from '@/common/practice/practice-rows-schema.ts';

export function collectSolvedProblems(
  attempts: readonly PracticeAttemptRow[],
  progress: readonly PracticeProgressRow[],
): Map<string, number> {
  const solvedAt = new Map<string, number>();
  const note = (problemId: string, at: number) =>
    solvedAt.set(problemId, Math.max(at, solvedAt.get(problemId) ?? 0));
  for (const attempt of attempts) {
    const { result } = attempt;
    if (
      attempt.mode === 'submit' &&
      result.status === 'passed' &&
      result.total > 0 &&
      result.passed === result.total
    ) {
      note(attempt.problemId, attempt.createdAt);
    }
  }
  for (const row of progress) if (row.solved) note(row.problemId, row.lastAttemptAt);
  return solvedAt;
}
