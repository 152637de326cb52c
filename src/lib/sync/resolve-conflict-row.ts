/**
 * The user decided a conflict: per field, keep theirs ("mine", sent against the server's
 * version) or take the server's (written into the local document). A row left with nothing to
 * send goes. Resolves whether there was a conflict to decide.
 */
import type { NyraDatabase } from '../db.ts';
import type { SyncDocumentType, SyncFields } from './sync-document-type.ts';

export async function resolveConflictRow(
  db: NyraDatabase,
  typeOf: (docType: string) => SyncDocumentType,
  mutationId: string,
  choices: Record<string, 'mine' | 'server'>,
): Promise<boolean> {
  const row = await db.syncOutbox.get(mutationId);
  if (!row?.conflict) return false;
  const conflict = row.conflict;
  const type = typeOf(row.docType);
  return db.transaction('rw', [db.syncOutbox, ...(type.tables?.(db) ?? [])], async () => {
    const payload = { ...row.payload };
    const taken: SyncFields = {};
    for (const [field, values] of Object.entries(conflict.fields)) {
      if ((choices[field] ?? 'mine') === 'server') {
        delete payload[field];
        taken[field] = values.server;
      }
    }
    if (Object.keys(taken).length > 0) {
      await type.applyServerFields?.(db, row.owner, row.docId, taken);
    }
    if (Object.keys(payload).length === 0) {
      await db.syncOutbox.delete(row.id);
      return true;
    }
    await db.syncOutbox.update(row.id, {
      state: 'pending',
      payload,
      baseVersion: conflict.serverVersion,
      conflict: undefined,
    });
    return true;
  });
}
