/**
 * Writing: a feature's change (`apply`, on its own tables) and its outbox row commit in ONE
 * Dexie transaction, both or neither, with this device's next sequence number and the document's
 * known server version as the base. `coalesce` folds a burst of typing into one row.
 */
import type { Table } from 'dexie';
import type { OutboxRow, SyncMetaRow } from '@/common/sync/outbox-row-schema.ts';
import type { NyraDatabase } from '../db.ts';
import type { SyncFields } from './sync-document-type.ts';

export interface SyncWrite {
  owner: string;
  docType: string;
  docId: string;
  op: string;
  payload: SyncFields;
  /** Tables `apply` writes; they join the transaction of the outbox append. */
  tables?: Table[];
  /** The local document change. */
  apply?: () => Promise<void>;
  /**
   * The payload's fields replace the same fields of this document's earlier rows of the same
   * operation that no request has carried yet (a row left empty goes): a burst of typing
   * travels once, with its newest value.
   */
  coalesce?: boolean;
  /**
   * A file payload (kept in IndexedDB with the row): the row is sent alone, as the multipart
   * upload its document type describes (`SyncDocumentType.upload`), never in a JSON batch.
   */
  file?: { blob: Blob; name: string };
}

/** See SyncWrite.coalesce; runs inside appendOutboxRow's transaction. */
async function coalesce(db: NyraDatabase, change: SyncWrite): Promise<void> {
  const names = Object.keys(change.payload);
  await db.syncOutbox
    .where('[owner+docType+docId]')
    .equals([change.owner, change.docType, change.docId])
    .modify((row: OutboxRow, ref) => {
      if (row.state !== 'pending' || row.op !== change.op || row.sent) return;
      if (!names.some((name) => name in row.payload)) return;
      const payload = { ...row.payload };
      for (const name of names) delete payload[name];
      // Dexie deletes the row when the callback deletes `value`.
      if (Object.keys(payload).length === 0) delete (ref as { value?: OutboxRow }).value;
      else row.payload = payload;
    });
}

export function appendOutboxRow(
  db: NyraDatabase,
  change: SyncWrite,
  createdAt: number,
): Promise<OutboxRow> {
  return db.transaction(
    'rw',
    [db.syncOutbox, db.syncMeta, db.syncDocuments, ...(change.tables ?? [])],
    async () => {
      await change.apply?.();
      if (change.coalesce) await coalesce(db, change);
      const meta: SyncMetaRow = (await db.syncMeta.get('client')) ?? {
        key: 'client',
        clientId: crypto.randomUUID(),
        nextSeq: 0,
      };
      await db.syncMeta.put({ ...meta, nextSeq: meta.nextSeq + 1 });
      const known = await db.syncDocuments.get([change.owner, change.docType, change.docId]);
      const outboxRow: OutboxRow = {
        id: crypto.randomUUID(),
        owner: change.owner,
        clientId: meta.clientId,
        seq: meta.nextSeq,
        docType: change.docType,
        docId: change.docId,
        op: change.op,
        payload: change.payload,
        baseVersion: known?.version ?? 0,
        createdAt,
        attempts: 0,
        state: 'pending',
        ...(change.file ? { file: change.file } : {}),
      };
      await db.syncOutbox.add(outboxRow);
      return outboxRow;
    },
  );
}
