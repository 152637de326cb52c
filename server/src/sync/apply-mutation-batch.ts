/**
 * Applies a batch of one user's mutations, each at most once, in ONE database transaction:
 * 1. claim every mutation id in sync_applied_mutations with a single INSERT … ON CONFLICT DO
 *    NOTHING. An id already there is a replay (a retry, a duplicate delivery, another process):
 *    its stored result is returned and nothing changes. A concurrent duplicate blocks on the
 *    primary key until the first transaction ends, then sees its claim (or, after a rollback,
 *    claims the id itself).
 * 2. in order, check and apply each claimed mutation. A stale base version (the document type's
 *    compare-and-set matched no row) answers the current copy; a refusal (HttpError 4xx from
 *    `check`) is `rejected`. Neither writes anything, and their claims are released, so the
 *    client can rebase or the user can retry the same id. Once a mutation of a document does not
 *    apply, the later ones of that document are `skipped` (they were made on top of it).
 * 3. store each applied mutation's result (its new version) with one UPDATE.
 * Few statements per mutation keeps 500 queued edits well inside the sync budget.
 */
import { inArray, sql } from 'drizzle-orm';
import type { SyncMutation, SyncResult } from '@/common/sync/sync-schema.ts';
import type { Db } from '../db/open-database.ts';
import { syncAppliedMutations } from '../db/schema/sync.ts';
import { HttpError } from '../http/http-error.ts';
import type { ServerDocumentType, ServerOperation } from './server-document-type.ts';

function rejected(
  id: string,
  httpStatus: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
): SyncResult {
  return {
    id,
    status: 'rejected',
    http_status: httpStatus,
    code,
    message,
    ...(fields ? { fields } : {}),
  };
}

interface Prepared {
  mutation: SyncMutation;
  operation?: ServerOperation<unknown>;
  payload?: unknown;
  invalid?: SyncResult;
}

function prepare(types: ReadonlyMap<string, ServerDocumentType>, mutation: SyncMutation): Prepared {
  const operations = types.get(mutation.doc_type)?.operations;
  // Own keys only: an op such as "constructor" must not find Object.prototype's members.
  const operation =
    operations && Object.hasOwn(operations, mutation.op) ? operations[mutation.op] : undefined;
  if (!operation) {
    return {
      mutation,
      invalid: rejected(
        mutation.id,
        400,
        'unknown_operation',
        `This server cannot apply "${mutation.op}" to a ${mutation.doc_type}.`,
      ),
    };
  }
  const payload = operation.payload.safeParse(mutation.payload);
  if (!payload.success) {
    const fields: Record<string, string> = {};
    for (const issue of payload.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
    return {
      mutation,
      invalid: rejected(
        mutation.id,
        400,
        'validation_failed',
        'Some fields are not valid.',
        fields,
      ),
    };
  }
  return { mutation, operation, payload: payload.data };
}

export async function applyMutationBatch(
  db: Db,
  types: ReadonlyMap<string, ServerDocumentType>,
  userId: string,
  mutations: SyncMutation[],
  now: Date,
): Promise<SyncResult[]> {
  const prepared = mutations.map((mutation) => prepare(types, mutation));
  const valid = prepared.filter((item) => !item.invalid).map((item) => item.mutation);
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const claimed = new Set(
      valid.length === 0
        ? []
        : (
            await tx
              .insert(syncAppliedMutations)
              .values(
                valid.map((mutation) => ({
                  id: mutation.id,
                  userId,
                  clientId: mutation.client_id,
                  seq: mutation.seq,
                  docType: mutation.doc_type,
                  docId: mutation.doc_id,
                  op: mutation.op,
                  result: { version: 0 },
                  appliedAt: now,
                })),
              )
              .onConflictDoNothing({ target: syncAppliedMutations.id })
              .returning({ id: syncAppliedMutations.id })
          ).map((row) => row.id),
    );
    const replayIds = valid.map((m) => m.id).filter((id) => !claimed.has(id));
    const prior = new Map(
      (replayIds.length === 0
        ? []
        : await tx
            .select()
            .from(syncAppliedMutations)
            .where(inArray(syncAppliedMutations.id, replayIds))
      ).map((row) => [row.id, row]),
    );

    const blocked = new Set<string>();
    // A device's later change of a document was made on top of its earlier ones; when both are
    // in this batch, the later one's base is the version the earlier one just produced (as the
    // client itself re-bases its queue after each applied change). Without this, two edits of one
    // document in one batch would cost a 409 and a round trip.
    const chains = new Map<string, { clientId: string; fromBase: number; version: number }>();
    const released: string[] = [];
    const appliedNow = new Map<string, number>();
    const results: SyncResult[] = [];
    for (const { mutation, operation, payload, invalid } of prepared) {
      const documentKey = `${mutation.doc_type}\u0000${mutation.doc_id}`;
      const mine = claimed.has(mutation.id) && !appliedNow.has(mutation.id);
      const release = () => {
        if (mine) released.push(mutation.id);
      };
      if (blocked.has(documentKey)) {
        release();
        results.push({ id: mutation.id, status: 'skipped' });
        continue;
      }
      if (invalid || !operation) {
        blocked.add(documentKey);
        results.push(invalid!);
        continue;
      }
      if (!mine) {
        // Sent before (or twice in this batch): answer what it did then.
        const before = prior.get(mutation.id);
        const version = appliedNow.get(mutation.id) ?? before?.result.version;
        const same =
          appliedNow.has(mutation.id) ||
          (before?.userId === userId &&
            before.docType === mutation.doc_type &&
            before.docId === mutation.doc_id);
        if (version === undefined || !same) {
          blocked.add(documentKey);
          results.push(
            rejected(
              mutation.id,
              422,
              'mutation_id_taken',
              'This change has an id the server already used for something else.',
            ),
          );
        } else {
          results.push({ id: mutation.id, status: 'applied', version, replayed: true });
          // A re-sent change whose first answer was lost: the device's later changes of the
          // document in this batch were made on top of it, as with one applied just now.
          chains.set(documentKey, {
            clientId: mutation.client_id,
            fromBase: chains.get(documentKey)?.fromBase ?? mutation.base_version,
            version: Math.max(version, chains.get(documentKey)?.version ?? 0),
          });
        }
        continue;
      }
      const chain = chains.get(documentKey);
      const baseVersion =
        chain && chain.clientId === mutation.client_id && mutation.base_version >= chain.fromBase
          ? Math.max(chain.version, mutation.base_version)
          : mutation.base_version;
      const context = {
        tx,
        userId,
        docId: mutation.doc_id,
        payload,
        baseVersion,
        now,
        clientId: mutation.client_id,
      };
      try {
        await operation.check?.(context);
      } catch (error) {
        if (!(error instanceof HttpError) || error.status < 400 || error.status >= 500) throw error;
        release();
        blocked.add(documentKey);
        results.push(rejected(mutation.id, error.status, error.code, error.message, error.fields));
        continue;
      }
      const outcome = await operation.apply(context);
      if (outcome.status === 'conflict') {
        release();
        blocked.add(documentKey);
        results.push({
          id: mutation.id,
          status: 'conflict',
          http_status: 409,
          message: 'This was changed elsewhere since your copy was loaded.',
          current: outcome.current,
        });
        continue;
      }
      appliedNow.set(mutation.id, outcome.version);
      chains.set(documentKey, {
        clientId: mutation.client_id,
        fromBase: chain?.fromBase ?? mutation.base_version,
        version: outcome.version,
      });
      results.push({
        id: mutation.id,
        status: 'applied',
        version: outcome.version,
        replayed: false,
      });
    }

    if (released.length > 0) {
      await tx.delete(syncAppliedMutations).where(inArray(syncAppliedMutations.id, released));
    }
    if (appliedNow.size > 0) {
      const values = sql.join(
        [...appliedNow].map(([id, version]) => sql`(${id}::uuid, ${version}::int)`),
        sql`, `,
      );
      await tx.execute(
        sql`update ${syncAppliedMutations} as m set result = jsonb_build_object('version', v.version)
            from (values ${values}) as v(id, version) where m.id = v.id`,
      );
    }
    return results;
  });
}
