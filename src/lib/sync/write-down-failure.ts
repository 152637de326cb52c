/**
 * Result handling of a whole request that failed (the transport threw; anything but a
 * SyncSendError counts as passing). A refusal of a batch of several rows: they go back to pending
 * and are sent one at a time, so one bad mutation does not hold back the rest. A refusal of one
 * row: "Needs attention" with the server's message, kept until the user retries (a file until the
 * user removes it). A passing failure: pending again, one more attempt, after the backoff (at
 * least Retry-After).
 */
import type { OutboxRow } from '@/common/sync/outbox-row-schema.ts';
import type { NyraDatabase } from '../db.ts';
import { SyncSendError } from './sync-send-error.ts';

export type FailureNext =
  | { next: 'one-by-one' }
  | { next: 'needs-attention' }
  | { next: 'back-off'; retryAfterMs: number | undefined };

export async function writeDownFailure(
  db: NyraDatabase,
  batch: OutboxRow[],
  error: unknown,
): Promise<FailureNext> {
  const sendError =
    error instanceof SyncSendError
      ? error
      : new SyncSendError('retry', error instanceof Error ? error.message : String(error));
  if (sendError.kind === 'refused' && batch.length > 1) {
    await db.syncOutbox.bulkUpdate(
      batch.map((row) => ({ key: row.id, changes: { state: 'pending' as const, sent: false } })),
    );
    return { next: 'one-by-one' };
  }
  if (sendError.kind === 'refused') {
    await db.syncOutbox.bulkUpdate(
      batch.map((row) => ({
        key: row.id,
        changes: { state: 'needs-attention' as const, error: sendError.message, sent: false },
      })),
    );
    return { next: 'needs-attention' };
  }
  await db.syncOutbox.bulkUpdate(
    batch.map((row) => ({
      key: row.id,
      changes: { state: 'pending' as const, attempts: row.attempts + 1 },
    })),
  );
  return { next: 'back-off', retryAfterMs: sendError.retryAfterMs };
}
