/** This device's unsent resume changes of one owner, from the sync outbox (inside a transaction). */
import type { OutboxRow } from '@/common/sync/outbox-row-schema.ts';
import type { PendingResumeDelete } from '@/common/resume/resume-rows-schema.ts';
import type { UnsentChanges } from './merge-server-details.ts';

export function readUnsentChanges(
  rows: OutboxRow[],
  pendingDeletes: PendingResumeDelete[] = [],
): UnsentChanges {
  const unsent: UnsentChanges = { fields: new Map(), created: new Set(), deleted: new Set() };
  for (const row of rows) {
    // Résumé files (`resume-file` rows) are uploads, not edits of a résumé.
    if (!row.docType.startsWith('resume') || row.file) continue;
    if (row.op === 'delete') unsent.deleted.add(row.docId);
    if (row.op === 'create') unsent.created.add(row.docId);
    const fields = unsent.fields.get(row.docId) ?? new Set<string>();
    for (const field of Object.keys(row.payload)) fields.add(field);
    unsent.fields.set(row.docId, fields);
  }
  for (const entry of pendingDeletes) unsent.deleted.add(String(entry.item.id));
  return unsent;
}
