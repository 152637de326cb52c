/**
 * Wires the plan into the app's sync engine once (src/app/start-sync.ts): the plan document type,
 * the refresh of the server's evidence after each complete flush, and the sign-out cleanup (the
 * snapshot goes; a plan document with unsent changes stays, keyed by its owner).
 */
import { PLAN_DOC_ID, PLAN_DOC_TYPE } from '@/common/plan/plan-document-schema.ts';
import { db } from '@/src/lib/db.ts';
import { registerSignOutCleanup } from '@/src/lib/sign-out-cleanup.ts';
import { appSyncEngine } from '@/src/lib/sync/app-sync-engine.ts';
import { fetchPlanSnapshot } from './fetch-plan-snapshot.ts';
import { planSyncType } from './plan-sync-type.ts';

let registered = false;
let knownOwner: string | null = null;

export function registerPlanSync(): void {
  if (registered) return;
  registered = true;
  appSyncEngine.registerType(planSyncType);
  appSyncEngine.registerPull(async (owner) => {
    knownOwner = owner;
    await fetchPlanSnapshot(owner);
  });
  registerSignOutCleanup(async () => {
    if (!knownOwner) return;
    const owner = knownOwner;
    await appSyncEngine.clearKeepingUnsent(
      PLAN_DOC_TYPE,
      [db.planDocuments, db.planSnapshots],
      async (isUnsent) => {
        await db.planSnapshots.delete(owner);
        if (!isUnsent(owner, PLAN_DOC_ID)) await db.planDocuments.delete(owner);
      },
    );
  });
}
