/**
 * The wire format of the sync engine (src/lib/sync/, server/src/sync/): a batch of mutations,
 * each applied at most once by the server, and one result per mutation. A result is `applied`
 * (with the document's new version), `conflict` (the base version was stale: the current server
 * copy comes back so the client can rebase), `rejected` (the server refuses it for good: the
 * client shows "Needs attention" with `message`) or `skipped` (not tried because an earlier
 * mutation of the same document in the batch did not apply; send it again later).
 */
import { z } from 'zod';

/** At most this many mutations per request. */
export const SYNC_BATCH_MAX = 100;

/** A document's fields as the server holds them, with the document's version. */
export const serverCopySchema = z.object({
  version: z.number().int().min(0),
  fields: z.record(z.string(), z.unknown()),
});
export type ServerCopy = z.infer<typeof serverCopySchema>;

export const syncMutationSchema = z.object({
  /** UUID chosen by the client: the idempotency key. */
  id: z.uuid(),
  /** The device (one IndexedDB) that made it, and its place in that device's order. */
  client_id: z.string().min(1).max(100),
  seq: z.number().int().min(0),
  doc_type: z.string().min(1).max(60),
  doc_id: z.string().min(1).max(200),
  op: z.string().min(1).max(60),
  payload: z.record(z.string(), z.unknown()),
  /** The document version the change was made against (0: the document did not exist). */
  base_version: z.number().int().min(0),
});
export type SyncMutation = z.infer<typeof syncMutationSchema>;

export const syncBatchRequestSchema = z.object({
  mutations: z.array(syncMutationSchema).min(1).max(SYNC_BATCH_MAX),
});
export type SyncBatchRequest = z.infer<typeof syncBatchRequestSchema>;

export const syncResultSchema = z.discriminatedUnion('status', [
  z.object({
    id: z.uuid(),
    status: z.literal('applied'),
    version: z.number().int().min(0),
    /** True when this id had been applied before: nothing changed this time. */
    replayed: z.boolean(),
  }),
  z.object({
    id: z.uuid(),
    status: z.literal('conflict'),
    /** HTTP status this result stands for (409). */
    http_status: z.literal(409),
    message: z.string(),
    current: serverCopySchema,
  }),
  z.object({
    id: z.uuid(),
    status: z.literal('rejected'),
    /** The HTTP status this result stands for (400, 404, 413, 422…). */
    http_status: z.number().int().min(400).max(499),
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
  z.object({ id: z.uuid(), status: z.literal('skipped') }),
]);
export type SyncResult = z.infer<typeof syncResultSchema>;

export const syncBatchResponseSchema = z.object({ results: z.array(syncResultSchema) });
export type SyncBatchResponse = z.infer<typeof syncBatchResponseSchema>;
