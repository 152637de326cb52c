/**
 * The plan document on the client sync engine (common/plan/plan-document-schema.ts): `set`
 * replaces settings field by field; `tick` (commutes) sets one `tick.<itemId>` field. Server
 * fields are written into this device's copy (`planDocuments`).
 */
import { PLAN_DOC_TYPE, TICK_FIELD_PREFIX } from '@/common/plan/plan-document-schema.ts';
import type { SyncDocumentType } from '@/src/lib/sync/sync-document-type.ts';

export const PLAN_SET_OP = 'set';
export const PLAN_TICK_OP = 'tick';

const LABELS: Record<string, string> = {
  targetKind: 'Plan target kind',
  targetId: 'Plan target',
  hoursPerWeek: 'Hours per week',
  targetDate: 'Target date',
  startDate: 'Plan start date',
};

export const planSyncType: SyncDocumentType = {
  type: PLAN_DOC_TYPE,
  tables: (db) => [db.planDocuments],
  commutativeOps: [PLAN_TICK_OP],
  reduce: (fields, op, payload) =>
    op === PLAN_TICK_OP
      ? { ...fields, [`${TICK_FIELD_PREFIX}${String(payload.itemId)}`]: payload.at ?? null }
      : { ...fields, ...payload },
  applyServerFields: async (db, owner, _docId, fields) => {
    const row = await db.planDocuments.get(owner);
    await db.planDocuments.put({
      owner,
      fields: { ...(row?.fields ?? {}), ...fields },
      updatedAt: Date.now(),
    });
  },
  describe: (field, value) => ({
    label: field.startsWith(TICK_FIELD_PREFIX) ? 'Plan item done' : (LABELS[field] ?? field),
    value: value === null ? 'not done' : String(value),
  }),
};
