/**
 * Uploads the signed-in user's pending attempts in batches. One tab at a time (a Web Lock taken
 * with ifAvailable: a tab that finds it busy simply skips). Outcomes per attempt:
 * - accepted: `synced`;
 * - 409 (the id belongs to someone else): `conflict`, never retried automatically;
 * - 400 naming an attempt (e.g. a problem this server does not know): `rejected`;
 * - network errors, timeouts, 5xx: left `pending` and retried later (next start, `online`,
 *   focus, or the retry timer).
 */
import { PRACTICE_API, syncAttemptsResponseSchema } from '../../../../common/practice/attempt-schema.ts';
import { ATTEMPT_BATCH_MAX, ATTEMPT_CODE_MAX_CHARS } from '../../../../common/practice/practice-limits.ts';
import {
  practiceAttemptRowSchema,
  type PracticeAttemptRow,
} from '../../../../common/practice/practice-rows-schema.ts';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { db } from '../../../lib/db.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { practiceOwner } from './practice-owner.ts';
import { toAttempt } from './to-attempt.ts';

const SYNC_LOCK_NAME = 'nyra:practice-sync';

export type FlushOutcome = 'done' | 'skipped' | 'retry-later';

async function pendingRows(owner: string): Promise<PracticeAttemptRow[]> {
  const rows = await db.practiceAttempts.where('[owner+syncState]').equals([owner, 'pending']).sortBy('createdAt');
  return rows.filter((row) => practiceAttemptRowSchema.safeParse(row).success);
}

async function mark(rows: PracticeAttemptRow[], syncState: PracticeAttemptRow['syncState'], syncError?: string) {
  await db.practiceAttempts.bulkUpdate(
    rows.map((row) => ({ key: row.id, changes: syncError ? { syncState, syncError } : { syncState } })),
  );
}

async function uploadAll(owner: string): Promise<FlushOutcome> {
  for (;;) {
    const pending = await pendingRows(owner);
    const tooLong = pending.filter((row) => row.code.length > ATTEMPT_CODE_MAX_CHARS);
    if (tooLong.length > 0) await mark(tooLong, 'rejected', 'The code is too long to keep on the server.');
    const batch = pending.filter((row) => row.code.length <= ATTEMPT_CODE_MAX_CHARS).slice(0, ATTEMPT_BATCH_MAX);
    if (batch.length === 0) return 'done';
    // The user may have signed out (or switched) while we were uploading.
    const session = useSessionStore.getState().session;
    if (!session || practiceOwner(session) !== owner) return 'skipped';
    try {
      const { accepted } = await apiRequest(PRACTICE_API.attempts, syncAttemptsResponseSchema, {
        method: 'POST',
        body: { attempts: batch.map(toAttempt) },
      });
      const acceptedIds = new Set(accepted);
      await mark(batch.filter((row) => acceptedIds.has(row.id)), 'synced');
      if (acceptedIds.size < batch.length) return 'retry-later';
    } catch (error) {
      if (!(error instanceof ApiError) || error.kind !== 'http') return 'retry-later';
      if (error.status === 409) {
        // Never retried: an id clash needs a person to look at it, not a loop.
        const named = batch.filter((row) => error.fields?.[row.id]);
        await mark(named.length > 0 ? named : batch, 'conflict', error.message);
        continue;
      }
      if (error.status === 400 || error.status === 413) {
        const named = batch.filter((_, index) =>
          Object.keys(error.fields ?? {}).some((field) => field.startsWith(`attempts.${index}.`)),
        );
        await mark(named.length > 0 ? named : batch, 'rejected', error.message);
        continue;
      }
      return 'retry-later';
    }
  }
}

/** Sends what is pending now. Safe to call often: concurrent calls and other tabs skip. */
export async function flushAttemptQueue(): Promise<FlushOutcome> {
  const session = useSessionStore.getState().session;
  if (!session) return 'skipped';
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'retry-later';
  const owner = practiceOwner(session);
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return uploadAll(owner);
  return locks.request(SYNC_LOCK_NAME, { ifAvailable: true }, async (lock) =>
    lock ? uploadAll(owner) : 'skipped',
  );
}
