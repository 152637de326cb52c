/**
 * Result handling, `applied`: records a batch's applied mutations in ONE Dexie transaction (a
 * transaction per row made draining a long outbox cost a commit per mutation), in the batch's
 * order: the row goes and the document's known copy (`syncDocuments`) advances. The re-basing of
 * a document's later rows happens once per document, after its last applied row (per row, a long
 * queue of one document's edits cost rows² IndexedDB writes: 500 edits of one résumé took seconds).
 *
 * When the server's version moved by more than this one write, another device changed the
 * document in between and this device has not seen what: it keeps its older known version (with
 * its own change folded in), so its next write is checked against that and the unseen change
 * comes back as a conflict to rebase, instead of being overwritten by a write that looks current.
 */
import type { OutboxRow } from '@/common/sync/outbox-row-schema.ts';
import type { NyraDatabase } from '../db.ts';
import { documentKey } from './pick-sendable-rows.ts';
import type { SyncDocumentType } from './sync-document-type.ts';

type DocKey = [string, string, string];

async function recordApplied(
  db: NyraDatabase,
  type: SyncDocumentType,
  owner: string,
  row: OutboxRow,
  version: number,
): Promise<number> {
  const key: DocKey = [owner, row.docType, row.docId];
  const known = await db.syncDocuments.get(key);
  const before = known?.fields ?? {};
  const fields = type.reduce
    ? type.reduce(before, row.op, row.payload)
    : { ...before, ...row.payload };
  let knownVersion = known?.version ?? version;
  if (!known || version >= known.version) {
    const unseenChange = known !== undefined && known.version > 0 && version > known.version + 1;
    knownVersion = unseenChange ? known.version : version;
    await db.syncDocuments.put({
      owner,
      docType: row.docType,
      docId: row.docId,
      version: knownVersion,
      fields,
    });
  }
  await db.syncOutbox.delete(row.id);
  return knownVersion;
}

export async function recordAppliedRows(
  db: NyraDatabase,
  typeOf: (docType: string) => SyncDocumentType,
  owner: string,
  applied: ReadonlyArray<{ row: OutboxRow; version: number }>,
): Promise<void> {
  if (applied.length === 0) return;
  await db.transaction('rw', [db.syncOutbox, db.syncDocuments], async () => {
    const last = new Map<string, { key: DocKey; seq: number; version: number }>();
    for (const { row, version } of applied) {
      const known = await recordApplied(db, typeOf(row.docType), owner, row, version);
      const before = last.get(documentKey(row.docType, row.docId));
      last.set(documentKey(row.docType, row.docId), {
        key: [owner, row.docType, row.docId],
        seq: Math.max(row.seq, before?.seq ?? -Infinity),
        version: Math.max(known, before?.version ?? 0),
      });
    }
    // Later changes of each document were made on top of these: their base is now `version`.
    for (const { key, seq, version } of last.values()) {
      await db.syncOutbox
        .where('[owner+docType+docId]')
        .equals(key)
        .modify((later: OutboxRow) => {
          if (later.seq > seq && later.baseVersion < version) later.baseVersion = version;
        });
    }
  });
}
