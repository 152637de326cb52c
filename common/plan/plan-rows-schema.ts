/**
 * IndexedDB rows of the Plan (src/lib/db.ts), validated on read. `planDocuments` holds this
 * device's copy of the plan document (written first, synced by the engine); `planSnapshots` the
 * last `GET /api/plan/` answer, so the plan opens offline and on a new device shows the same
 * evidence. `owner` is the sync owner (the signed-in account).
 */
import { z } from 'zod';
import { planFieldsSchema } from './plan-document-schema.ts';
import { planSnapshotSchema } from './plan-evidence-schema.ts';

export const planDocumentRowSchema = z.object({
  owner: z.string(),
  fields: planFieldsSchema,
  updatedAt: z.number(),
});
export type PlanDocumentRow = z.infer<typeof planDocumentRowSchema>;

export const planSnapshotRowSchema = z.object({
  owner: z.string(),
  snapshot: planSnapshotSchema,
  fetchedAt: z.number(),
});
export type PlanSnapshotRow = z.infer<typeof planSnapshotRowSchema>;
