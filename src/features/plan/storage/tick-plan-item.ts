/** Marks a plan item done (a day) or not done (null), on this device first, then synced. */
import {
  PLAN_DOC_ID,
  PLAN_DOC_TYPE,
  TICK_FIELD_PREFIX,
} from '@/common/plan/plan-document-schema.ts';
import { db } from '@/src/lib/db.ts';
import { appSyncEngine } from '@/src/lib/sync/app-sync-engine.ts';
import { PLAN_TICK_OP } from './plan-sync-type.ts';

export async function tickPlanItem(
  owner: string,
  itemId: string,
  at: string | null,
): Promise<void> {
  await appSyncEngine.write({
    owner,
    docType: PLAN_DOC_TYPE,
    docId: PLAN_DOC_ID,
    op: PLAN_TICK_OP,
    payload: { itemId, at },
    tables: [db.planDocuments],
    apply: async () => {
      const row = await db.planDocuments.get(owner);
      await db.planDocuments.put({
        owner,
        fields: { ...(row?.fields ?? {}), [`${TICK_FIELD_PREFIX}${itemId}`]: at },
        updatedAt: Date.now(),
      });
    },
  });
}
