/**
 * Wires practice into the app's sync engine once (src/app/start-sync.ts): the attempt document
 * type (create-only, so it never conflicts), the refresh of the cached progress after each
 * complete flush, and the sign-out cleanup of cached server data. Drafts and attempts not yet
 * sent stay, keyed by their owner.
 */
import { PRACTICE_ATTEMPT_DOC_TYPE } from '@/common/practice/attempt-schema.ts';
import { db } from '@/src/lib/db.ts';
import { registerSignOutCleanup } from '@/src/lib/sign-out-cleanup.ts';
import { appSyncEngine } from '@/src/lib/sync/app-sync-engine.ts';
import { fetchPracticeProgress } from './fetch-practice-progress.ts';

let registered = false;
/** The last owner whose data was refreshed, kept after sign-out so the cleanup knows whose data to drop. */
let knownOwner: string | null = null;

export function registerPracticeSync(): void {
  if (registered) return;
  registered = true;
  appSyncEngine.registerType({ type: PRACTICE_ATTEMPT_DOC_TYPE });
  appSyncEngine.registerPull(async (owner) => {
    knownOwner = owner;
    await fetchPracticeProgress(owner);
  });
  registerSignOutCleanup(async () => {
    if (!knownOwner) return;
    const owner = knownOwner;
    await appSyncEngine.clearKeepingUnsent(
      PRACTICE_ATTEMPT_DOC_TYPE,
      [db.practiceProgress, db.practiceAttempts],
      async (isUnsent) => {
        await db.practiceProgress.where('owner').equals(owner).delete();
        await db.practiceAttempts
          .where('owner')
          .equals(owner)
          .filter((row) => !isUnsent(owner, row.id))
          .delete();
      },
    );
  });
}
