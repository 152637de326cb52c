/**
 * What Sign Out asks before it discards anything: how many of the user's changes are still only
 * on this device, and a way to push them now. Every offline write, edits and files alike (a
 * résumé chosen offline), travels on the sync engine (src/lib/sync/), loaded on use so pages that
 * never sync never download Dexie.
 */

/** Changes of the signed-in user not yet accepted by the server (0 if the engine cannot tell). */
export async function countPendingSync(): Promise<number> {
  try {
    const { countAppPendingSync } = await import('./sync/app-sync-engine.ts');
    return await countAppPendingSync();
  } catch {
    return 0;
  }
}

/** Asks the engine to send what it holds now, ignoring any backoff. */
export async function flushPendingSync(): Promise<void> {
  try {
    const { appSyncEngine } = await import('./sync/app-sync-engine.ts');
    appSyncEngine.requestFlush(0, true);
  } catch {
    // Not loaded (offline before the chunk came): nothing to push from here.
  }
}
