/**
 * Applies one mutation at most once. In one database transaction: claim the mutation id in
 * sync_applied_mutations (INSERT … ON CONFLICT DO NOTHING), apply the effect, store the result.
 * - The id was already claimed (a retry, a duplicate delivery, another process): the stored
 *   result is returned and nothing changes. A concurrent duplicate blocks on the primary key
 *   until the first transaction ends, so it sees the committed claim (or, after a rollback,
 *   claims it itself).
 * - A stale base version rolls the transaction back (the claim too) and answers the current
 *   copy, so the client can rebase and send the same id again.
 * - An HttpError from the document type (4xx) rolls back and becomes a `rejected` result.
 */
import { eq } from 'drizzle-orm';
import type { ServerCopy, SyncMutation, SyncResult } from '../../../common/sync/sync-schema.ts';
import type { Db } from '../db/open-database.ts';
import { syncAppliedMutations } from '../db/schema/sync.ts';
import { HttpError } from '../http/http-error.ts';
import type { ServerDocumentType } from './server-document-type.ts';

class StaleBase extends Error {
  constructor(readonly current: ServerCopy) {
    super('stale base version');
  }
}

function rejected(
  mutation: SyncMutation,
  httpStatus: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
): SyncResult {
  return {
    id: mutation.id,
    status: 'rejected',
    http_status: httpStatus,
    code,
    message,
    ...(fields ? { fields } : {}),
  };
}

export async function applyMutation(
  db: Db,
  types: ReadonlyMap<string, ServerDocumentType>,
  userId: string,
  mutation: SyncMutation,
  now: Date,
): Promise<SyncResult> {
  const operation = types.get(mutation.doc_type)?.operations[mutation.op];
  if (!operation) {
    return rejected(
      mutation,
      400,
      'unknown_operation',
      `This server cannot apply "${mutation.op}" to a ${mutation.doc_type}.`,
    );
  }
  const payload = operation.payload.safeParse(mutation.payload);
  if (!payload.success) {
    const fields: Record<string, string> = {};
    for (const issue of payload.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
    return rejected(mutation, 400, 'validation_failed', 'Some fields are not valid.', fields);
  }
  try {
    return await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(syncAppliedMutations)
        .values({
          id: mutation.id,
          userId,
          clientId: mutation.client_id,
          seq: mutation.seq,
          docType: mutation.doc_type,
          docId: mutation.doc_id,
          op: mutation.op,
          result: { version: 0 },
          appliedAt: now,
        })
        .onConflictDoNothing({ target: syncAppliedMutations.id })
        .returning({ id: syncAppliedMutations.id });
      if (claimed.length === 0) {
        const [prior] = await tx
          .select()
          .from(syncAppliedMutations)
          .where(eq(syncAppliedMutations.id, mutation.id));
        // An id of another account (or a different change under a reused id) is never "applied".
        if (
          !prior ||
          prior.userId !== userId ||
          prior.docType !== mutation.doc_type ||
          prior.docId !== mutation.doc_id
        ) {
          throw new HttpError(
            422,
            'mutation_id_taken',
            'This change has an id the server already used for something else.',
          );
        }
        return {
          id: mutation.id,
          status: 'applied',
          version: prior.result.version,
          replayed: true,
        };
      }
      const outcome = await operation.apply({
        tx: tx as unknown as Db,
        userId,
        docId: mutation.doc_id,
        payload: payload.data,
        baseVersion: mutation.base_version,
        now,
      });
      if (outcome.status === 'conflict') throw new StaleBase(outcome.current);
      await tx
        .update(syncAppliedMutations)
        .set({ result: { version: outcome.version } })
        .where(eq(syncAppliedMutations.id, mutation.id));
      return { id: mutation.id, status: 'applied', version: outcome.version, replayed: false };
    });
  } catch (error) {
    if (error instanceof StaleBase) {
      return {
        id: mutation.id,
        status: 'conflict',
        http_status: 409,
        message: 'This was changed elsewhere since your copy was loaded.',
        current: error.current,
      };
    }
    if (error instanceof HttpError && error.status >= 400 && error.status < 500) {
      return rejected(mutation, error.status, error.code, error.message, error.fields);
    }
    throw error;
  }
}
