/**
 * IndexedDB rows of the sync engine (src/lib/db.ts, src/lib/sync/), validated when read.
 * - An outbox row is one mutation not yet accepted by the server. `state`:
 *   `pending` (waiting to be sent), `sending` (in a request right now: every tab shows
 *   "Syncing…"), `needs-attention` (refused for good, `error` says why; kept until the user
 *   retries), `conflict` (both this device and the server changed a field; `conflict` holds both
 *   values until the user chooses).
 * - A row may carry a file (`file`: the bytes as a Blob, kept in IndexedDB, and its name): it is
 *   sent alone, as a multipart upload to its document type's route, never inside a JSON batch.
 * - A document row is the last server copy this device knows (the base of the next rebase).
 * - The meta row holds this device's client id and the next sequence number.
 */
import { z } from 'zod';

export const OUTBOX_STATES = ['pending', 'sending', 'needs-attention', 'conflict'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

export const conflictFieldSchema = z.object({ mine: z.unknown(), server: z.unknown() });

export const outboxRowSchema = z.object({
  id: z.string(),
  owner: z.string(),
  clientId: z.string(),
  seq: z.number().int(),
  docType: z.string(),
  docId: z.string(),
  op: z.string(),
  payload: z.record(z.string(), z.unknown()),
  baseVersion: z.number().int().min(0),
  /** Epoch milliseconds. */
  createdAt: z.number(),
  /** Requests that carried it and failed for a passing reason (offline, 5xx, 429…). */
  attempts: z.number().int().min(0),
  state: z.enum(OUTBOX_STATES),
  /**
   * A request carried it and no answer about it came back (lost, aborted, the page went away):
   * the server may have applied it. Its payload must reach the server unchanged, so the server's
   * replay answers with what it did then; newer values never merge into it.
   */
  sent: z.boolean().optional(),
  error: z.string().optional(),
  /** A file payload (a résumé chosen offline): uploaded as multipart, see src/lib/sync/README.md. */
  file: z.object({ blob: z.instanceof(Blob), name: z.string() }).optional(),
  conflict: z
    .object({
      serverVersion: z.number().int().min(0),
      fields: z.record(z.string(), conflictFieldSchema),
    })
    .optional(),
});
export type OutboxRow = z.infer<typeof outboxRowSchema>;

export const syncDocumentRowSchema = z.object({
  owner: z.string(),
  docType: z.string(),
  docId: z.string(),
  version: z.number().int().min(0),
  fields: z.record(z.string(), z.unknown()),
});
export type SyncDocumentRow = z.infer<typeof syncDocumentRowSchema>;

export const syncMetaRowSchema = z.object({
  key: z.literal('client'),
  clientId: z.string(),
  nextSeq: z.number().int().min(0),
});
export type SyncMetaRow = z.infer<typeof syncMetaRowSchema>;
