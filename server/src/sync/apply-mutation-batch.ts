/**
 * Applies a batch in order, each mutation in its own transaction (a conflict on one document
 * never undoes another's). Once a mutation of a document does not apply, the later mutations
 * of that document in the batch are `skipped`: they were made on top of it, so they wait until
 * the client has rebased or the user has decided.
 */
import type { SyncMutation, SyncResult } from '../../../common/sync/sync-schema.ts';
import type { Db } from '../db/open-database.ts';
import { applyMutation } from './apply-mutation.ts';
import type { ServerDocumentType } from './server-document-type.ts';

export async function applyMutationBatch(
  db: Db,
  types: ReadonlyMap<string, ServerDocumentType>,
  userId: string,
  mutations: SyncMutation[],
  now: Date,
): Promise<SyncResult[]> {
  const blocked = new Set<string>();
  const results: SyncResult[] = [];
  for (const mutation of mutations) {
    const documentKey = `${mutation.doc_type}\u0000${mutation.doc_id}`;
    if (blocked.has(documentKey)) {
      results.push({ id: mutation.id, status: 'skipped' });
      continue;
    }
    const result = await applyMutation(db, types, userId, mutation, now);
    if (result.status !== 'applied') blocked.add(documentKey);
    results.push(result);
  }
  return results;
}
