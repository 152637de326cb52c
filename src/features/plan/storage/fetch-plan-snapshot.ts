/**
 * Reads the learner's plan and evidence from the server (another device's ticks and Submits, or
 * this device's after its IndexedDB was cleared): keeps the snapshot for offline use and hands the
 * plan document to the sync engine, which keeps changes of this device not sent yet.
 */
import { API_ROUTES } from '@/common/http/api-paths.ts';
import { PLAN_DOC_ID, PLAN_DOC_TYPE } from '@/common/plan/plan-document-schema.ts';
import { planSnapshotSchema } from '@/common/plan/plan-evidence-schema.ts';
import { apiRequest } from '@/src/lib/api-client.ts';
import { db } from '@/src/lib/db.ts';
import { appSyncEngine } from '@/src/lib/sync/app-sync-engine.ts';

export async function fetchPlanSnapshot(owner: string): Promise<void> {
  const snapshot = await apiRequest(API_ROUTES.plan.snapshot, planSnapshotSchema);
  await db.planSnapshots.put({ owner, snapshot, fetchedAt: Date.now() });
  if (snapshot.document) {
    await appSyncEngine.receiveServerCopies(owner, PLAN_DOC_TYPE, [
      { docId: PLAN_DOC_ID, ...snapshot.document },
    ]);
  }
}
