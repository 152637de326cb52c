/**
 * Wires roles into the app's sync engine once (src/app/start-sync.ts): the `resume-role`
 * document type (create-only, so it never conflicts) and the sign-out cleanup of this device's
 * copies of analyses. Roles not yet sent stay, keyed by their owner, until they are.
 */
import { ROLE_DOC_TYPE } from '@/common/role-analysis/role-api-schema.ts';
import { db } from '@/src/lib/db.ts';
import { registerSignOutCleanup } from '@/src/lib/sign-out-cleanup.ts';
import { appSyncEngine } from '@/src/lib/sync/app-sync-engine.ts';

let registered = false;

export function registerRoleSync(): void {
  if (registered) return;
  registered = true;
  appSyncEngine.registerType({ type: ROLE_DOC_TYPE });
  registerSignOutCleanup(async () => {
    await appSyncEngine.clearKeepingUnsent(ROLE_DOC_TYPE, [db.roleAnalyses], async (isUnsent) => {
      await db.roleAnalyses.filter((row) => !isUnsent(row.owner, row.roleId)).delete();
    });
  });
}
