/**
 * Result handling, `conflict`: the server copy moved on since `first`'s base. Every unsent change
 * of this document is replayed on top of it (rebase-rows.ts, the pure three-way field merge, with
 * the last known server copy as the base), in one transaction: fields only the server changed
 * are written into the local document, fields only this device changed are re-sent against the
 * new version, fields both changed (to different values) become a conflict the user resolves.
 * Nothing is dropped without the user, unless the server already has exactly this value.
 */
import type { OutboxRow } from '@/common/sync/outbox-row-schema.ts';
import type { ServerCopy } from '@/common/sync/sync-schema.ts';
import type { NyraDatabase } from '../db.ts';
import { rebaseRows } from './rebase-rows.ts';
import type { SyncDocumentType } from './sync-document-type.ts';

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

export async function rebaseDocument(
  db: NyraDatabase,
  type: SyncDocumentType,
  owner: string,
  first: OutboxRow,
  current: ServerCopy,
): Promise<void> {
  const key: [string, string, string] = [owner, first.docType, first.docId];
  await db.transaction(
    'rw',
    [db.syncOutbox, db.syncDocuments, ...(type.tables?.(db) ?? [])],
    async () => {
      const known = await db.syncDocuments.get(key);
      const rows = (await db.syncOutbox.where('[owner+docType+docId]').equals(key).toArray())
        .filter((row) => row.state !== 'needs-attention')
        .sort((a, b) => a.seq - b.seq);
      // The server answered for this document: none of its rows after the first applied (rows
      // are sent in order, and a row that did not apply blocks the later ones).
      const merged = rebaseRows({
        rows,
        base: known?.fields,
        current,
        same: (field, a, b) => (type.sameValue ? type.sameValue(field, a, b) : sameJson(a, b)),
        commutativeOps: new Set(type.commutativeOps ?? []),
      });
      const rebased = { baseVersion: current.version, sent: false };
      for (const row of merged.rows) {
        if (row.kind === 'drop') await db.syncOutbox.delete(row.id);
        else if (row.kind === 'resend-as-is') {
          await db.syncOutbox.update(row.id, { ...rebased, state: 'pending' });
        } else if (row.kind === 'resend') {
          await db.syncOutbox.update(row.id, {
            ...rebased,
            state: 'pending',
            payload: row.payload,
          });
        } else {
          await db.syncOutbox.update(row.id, {
            ...rebased,
            state: 'conflict',
            payload: row.payload,
            conflict: { serverVersion: current.version, fields: row.fields },
          });
        }
      }
      if (Object.keys(merged.serverOnly).length > 0) {
        await type.applyServerFields?.(db, owner, first.docId, merged.serverOnly);
      }
      await db.syncDocuments.put({
        owner,
        docType: first.docType,
        docId: first.docId,
        version: current.version,
        fields: current.fields,
      });
    },
  );
}
