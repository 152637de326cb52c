/**
 * Reads the user's progress from the server and caches it in IndexedDB, so solved and attempted
 * marks appear on a new device after sign-in and stay visible offline.
 */
import { API_ROUTES } from '@/common/http/api-paths.ts';
import { practiceProgressResponseSchema } from '@/common/practice/attempt-schema.ts';
import { practiceRowKey } from '@/common/practice/practice-rows-schema.ts';
import { apiRequest } from '@/src/lib/api-client.ts';
import { db } from '@/src/lib/db.ts';

export async function fetchPracticeProgress(owner: string): Promise<void> {
  const { problems } = await apiRequest(
    API_ROUTES.practice.progress,
    practiceProgressResponseSchema,
  );
  await db.transaction('rw', db.practiceProgress, async () => {
    await db.practiceProgress.where('owner').equals(owner).delete();
    await db.practiceProgress.bulkPut(
      problems.map((problem) => ({
        key: practiceRowKey(owner, problem.problem_id),
        owner,
        problemId: problem.problem_id,
        attempts: problem.attempts,
        solved: problem.solved,
        lastAttemptAt: Date.parse(problem.last_attempt_at),
        lastCode: problem.last_code,
        ...(problem.review
          ? {
              review: {
                step: problem.review.step,
                dueAt: problem.review.due_at === null ? null : Date.parse(problem.review.due_at),
                lastSubmitAt: Date.parse(problem.review.last_submit_at),
              },
            }
          : {}),
      })),
    );
  });
}
