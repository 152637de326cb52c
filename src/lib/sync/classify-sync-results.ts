/**
 * What the server's per-mutation answers mean for the rows of a batch, as a pure function (the
 * engine then writes it down): `applied` rows go, with their new version; `skipped` rows (the
 * server did not try them and released their ids) and rows without an answer are sent again;
 * a refusal with a passing status (408, 425, 429, 5xx) is retried after a backoff, any other
 * refusal needs the user; a conflict (409 with the server copy) rebases its document once, from
 * the document's first conflicting row.
 */
import type { OutboxRow } from '@/common/sync/outbox-row-schema.ts';
import type { ServerCopy, SyncResult } from '@/common/sync/sync-schema.ts';
import { documentKey } from './pick-sendable-rows.ts';
import { isRetryableStatus } from './sync-send-error.ts';

export interface ClassifiedResults {
  applied: Array<{ row: OutboxRow; version: number }>;
  /** No answer for the row: sent again, as it is (it may have been applied). */
  unanswered: OutboxRow[];
  /** Answered without being applied: sent again. */
  skipped: OutboxRow[];
  retry: OutboxRow[];
  refused: Array<{ row: OutboxRow; message: string }>;
  /** One per document: its first conflicting row and the server's copy. */
  conflicts: Array<{ row: OutboxRow; current: ServerCopy }>;
}

export function classifySyncResults(
  batch: readonly OutboxRow[],
  results: readonly SyncResult[],
): ClassifiedResults {
  const byId = new Map(results.map((result) => [result.id, result]));
  const out: ClassifiedResults = {
    applied: [],
    unanswered: [],
    skipped: [],
    retry: [],
    refused: [],
    conflicts: [],
  };
  const conflicted = new Set<string>();
  for (const row of batch) {
    const result = byId.get(row.id);
    if (!result) out.unanswered.push(row);
    else if (result.status === 'skipped') out.skipped.push(row);
    else if (result.status === 'applied') out.applied.push({ row, version: result.version });
    else if (result.status === 'rejected') {
      if (isRetryableStatus(result.http_status)) out.retry.push(row);
      else out.refused.push({ row, message: result.message });
    } else {
      const key = documentKey(row.docType, row.docId);
      if (!conflicted.has(key)) out.conflicts.push({ row, current: result.current });
      conflicted.add(key);
    }
  }
  return out;
}
