/**
 * Server copies read by a feature (e.g. after sign-in): documents with no unsent change take
 * them (local document and known version); documents with unsent changes keep theirs, and the
 * next send rebases them; a copy older than the version this device knows changes nothing.
 */
import type { SyncDocumentRow } from '@/common/sync/outbox-row-schema.ts';
import type { ServerCopy } from '@/common/sync/sync-schema.ts';
import type { NyraDatabase } from '../db.ts';
import { readOwnerRows } from './read-owner-rows.ts';
import type { SyncDocumentType } from './sync-document-type.ts';

export async function receiveServerCopies(
  db: NyraDatabase,
  type: SyncDocumentType,
  owner: string,
  copies: Array<{ docId: string } & ServerCopy>,
): Promise<void> {
  const docType = type.type;
  await db.transaction(
    'rw',
    [db.syncOutbox, db.syncDocuments, ...(type.tables?.(db) ?? [])],
    async () => {
      const busy = new Set(
        (await readOwnerRows(db, owner)).filter((r) => r.docType === docType).map((r) => r.docId),
      );
      for (const copy of copies) {
        if (busy.has(copy.docId)) continue;
        const known = await db.syncDocuments.get([owner, docType, copy.docId]);
        if (known && known.version > copy.version) continue;
        await type.applyServerFields?.(db, owner, copy.docId, copy.fields);
        const row: SyncDocumentRow = {
          owner,
          docType,
          docId: copy.docId,
          version: copy.version,
          fields: copy.fields,
        };
        await db.syncDocuments.put(row);
      }
    },
  );
}
