/**
 * Result handling: writes down what the server's per-mutation answers mean
 * (classify-sync-results.ts) for the batch's rows. No answer: the server may have applied it, so
 * it goes again unchanged (still marked sent); skipped → sent again; a passing refusal → sent
 * again after the backoff; refused → "Needs attention" with the server's message; applied →
 * record-applied-rows.ts; conflict → rebase-document.ts. Resolves whether to back off (one answer
 * with passing refusals is one failure, however many rows it refused).
 */
import type { OutboxRow } from '@/common/sync/outbox-row-schema.ts';
import type { SyncResult } from '@/common/sync/sync-schema.ts';
import type { NyraDatabase } from '../db.ts';
import { classifySyncResults } from './classify-sync-results.ts';
import { rebaseDocument } from './rebase-document.ts';
import { recordAppliedRows } from './record-applied-rows.ts';
import type { SyncDocumentType } from './sync-document-type.ts';

export async function writeDownResults(
  db: NyraDatabase,
  typeOf: (docType: string) => SyncDocumentType,
  owner: string,
  batch: OutboxRow[],
  results: SyncResult[],
): Promise<{ backOff: boolean }> {
  const outcome = classifySyncResults(batch, results);
  const { syncOutbox } = db;
  for (const row of outcome.unanswered) await syncOutbox.update(row.id, { state: 'pending' });
  for (const row of outcome.skipped) {
    await syncOutbox.update(row.id, { state: 'pending', sent: false });
  }
  for (const row of outcome.retry) {
    await syncOutbox.update(row.id, {
      state: 'pending',
      attempts: row.attempts + 1,
      sent: false,
    });
  }
  for (const { row, message } of outcome.refused) {
    await syncOutbox.update(row.id, { state: 'needs-attention', error: message, sent: false });
  }
  await recordAppliedRows(db, typeOf, owner, outcome.applied);
  for (const { row, current } of outcome.conflicts) {
    await rebaseDocument(db, typeOf(row.docType), owner, row, current);
  }
  return { backOff: outcome.retry.length > 0 };
}
