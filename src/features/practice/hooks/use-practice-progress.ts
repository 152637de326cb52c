/**
 * Solved and attempted state per problem for the signed-in user: this device's attempts
 * (including ones not yet synced) merged with the server's progress cached in IndexedDB, and the
 * problem's place in the retry queue derived the same way (common/practice/merge-review-state.ts).
 */
import { mergeReviewState, type ServerReview } from '@/common/practice/merge-review-state.ts';
import type { ReviewState, ReviewSubmit } from '@/common/practice/review-schedule.ts';
import {
  practiceAttemptRowSchema,
  practiceProgressRowSchema,
} from '@/common/practice/practice-rows-schema.ts';
import { db } from '@/src/lib/db.ts';
import { useLiveQuery } from '@/src/lib/use-live-query.ts';

export interface ProblemStatus {
  attempted: boolean;
  solved: boolean;
  /** Code of the most recent attempt known to the server (restores the editor on a new device). */
  serverCode?: string;
  /** Retry queue: null when the problem is not (or no longer) queued for review. */
  review: ReviewState | null;
}

export type PracticeProgress = ReadonlyMap<string, ProblemStatus>;

export function usePracticeProgress(owner: string): PracticeProgress | undefined {
  return useLiveQuery(`progress:${owner}`, async () => {
    const [attempts, progress] = await Promise.all([
      db.practiceAttempts.where('owner').equals(owner).toArray(),
      db.practiceProgress.where('owner').equals(owner).toArray(),
    ]);
    const statuses = new Map<string, ProblemStatus>();
    const serverReviews = new Map<string, ServerReview>();
    const localSubmits = new Map<string, ReviewSubmit[]>();
    for (const raw of progress) {
      const row = practiceProgressRowSchema.safeParse(raw);
      if (!row.success) continue;
      statuses.set(row.data.problemId, {
        attempted: row.data.attempts > 0,
        solved: row.data.solved,
        serverCode: row.data.lastCode,
        review: null,
      });
      if (row.data.review) serverReviews.set(row.data.problemId, row.data.review);
    }
    for (const raw of attempts) {
      const row = practiceAttemptRowSchema.safeParse(raw);
      if (!row.success) continue;
      const status = statuses.get(row.data.problemId) ?? {
        attempted: false,
        solved: false,
        review: null,
      };
      status.attempted = true;
      if (row.data.mode === 'submit' && row.data.result.status === 'passed') status.solved = true;
      statuses.set(row.data.problemId, status);
      if (row.data.mode === 'submit') {
        const submits = localSubmits.get(row.data.problemId) ?? [];
        submits.push({
          at: row.data.createdAt,
          passed: row.data.result.status === 'passed',
          hintUsed: row.data.hintUsed ?? false,
        });
        localSubmits.set(row.data.problemId, submits);
      }
    }
    for (const [problemId, status] of statuses) {
      status.review = mergeReviewState(
        serverReviews.get(problemId),
        localSubmits.get(problemId) ?? [],
      );
    }
    return statuses;
  });
}
