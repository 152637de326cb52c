/**
 * Stores a batch of a user's attempts. Uploads are idempotent (an id already stored for this user
 * is accepted again), an id stored for someone else is a 409 naming it, and nothing is written
 * when any attempt of the batch is refused, so the client can act on each attempt precisely.
 */
import { inArray } from 'drizzle-orm';
import type { Attempt } from '@/common/practice/attempt-schema.ts';
import type { Db } from '@/server/src/db/open-database.ts';
import { practiceAttempts } from '@/server/src/db/schema/practice.ts';
import { HttpError } from '@/server/src/http/http-error.ts';
import { describeAttemptProblemError } from './describe-attempt-problem-error.ts';
import { toAttemptInsert } from './to-attempt-insert.ts';

export async function storeAttempts(
  db: Db,
  userId: string,
  attempts: Attempt[],
  now: Date,
): Promise<string[]> {
  const unknown: Record<string, string> = {};
  attempts.forEach((attempt, index) => {
    const problemError = describeAttemptProblemError(attempt);
    if (problemError) unknown[`attempts.${index}.${problemError.field}`] = problemError.message;
  });
  if (Object.keys(unknown).length > 0) {
    throw new HttpError(400, 'validation_failed', 'Some attempts are not valid.', unknown);
  }

  const ids = attempts.map((attempt) => attempt.id);
  const existing = await db
    .select({ id: practiceAttempts.id, userId: practiceAttempts.userId })
    .from(practiceAttempts)
    .where(inArray(practiceAttempts.id, ids));
  const foreign = existing.filter((row) => row.userId !== userId);
  if (foreign.length > 0) {
    throw new HttpError(
      409,
      'attempt_conflict',
      'Some attempts were already recorded for another account.',
      Object.fromEntries(foreign.map((row) => [row.id, 'Recorded for another account.'])),
    );
  }

  await db
    .insert(practiceAttempts)
    .values(attempts.map((attempt) => toAttemptInsert(userId, attempt.id, attempt, now)))
    .onConflictDoNothing({ target: practiceAttempts.id });
  return ids;
}
