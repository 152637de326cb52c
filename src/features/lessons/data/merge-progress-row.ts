/**
 * The one merge rule for lesson progress, the same as the server's (merge-progress.ts): the
 * newest completion change wins, and "last opened" is the latest of the two.
 */
import type { LessonProgress } from '../../../../common/learning/progress-schema.ts';

export type ProgressState = Omit<LessonProgress, 'lessonId'>;

function later(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return Date.parse(a) >= Date.parse(b) ? a : b;
}

export function mergeProgressRow(local: ProgressState, remote: ProgressState): ProgressState {
  const remoteWins = Date.parse(remote.updatedAt) > Date.parse(local.updatedAt);
  return {
    completedAt: remoteWins ? remote.completedAt : local.completedAt,
    updatedAt: remoteWins ? remote.updatedAt : local.updatedAt,
    lastOpenedAt: later(local.lastOpenedAt, remote.lastOpenedAt),
  };
}

/** True when both describe the same state (timestamps compared as instants). */
export function sameProgress(a: ProgressState, b: ProgressState): boolean {
  const same = (x: string | null, y: string | null) =>
    x === y || (x !== null && y !== null && Date.parse(x) === Date.parse(y));
  return same(a.completedAt, b.completedAt) && same(a.updatedAt, b.updatedAt) && same(a.lastOpenedAt, b.lastOpenedAt);
}
