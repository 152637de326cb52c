/** Saves plan settings on this device first; the sync engine carries them to the server. */
import {
  PLAN_DOC_ID,
  PLAN_DOC_TYPE,
  type SetPlanPayload,
} from '@/common/plan/plan-document-schema.ts';
import { db } from '@/src/lib/db.ts';
import { appSyncEngine } from '@/src/lib/sync/app-sync-engine.ts';
import { PLAN_SET_OP } from './plan-sync-type.ts';

export async function writePlanSettings(owner: string, patch: SetPlanPayload): Promise<void> {
  await appSyncEngine.write({
    owner,
    docType: PLAN_DOC_TYPE,
    docId: PLAN_DOC_ID,
    op: PLAN_SET_OP,
    payload: patch,
    tables: [db.planDocuments],
    apply: async () => {
      const row = await db.planDocuments.get(owner);
      await db.planDocuments.put({
        owner,
        fields: { ...(row?.fields ?? {}), ...patch },
        updatedAt: Date.now(),
      });
    },
  });
}
