/**
 * What Sign Out asks before it discards anything: how many of the user's changes the sync
 * engine still holds (src/lib/sync/), and a way to push them now. The engine is loaded on use,
 * so the pages that never sync never download Dexie.
 */

/** Changes of the signed-in user not yet accepted by the server (0 if that cannot be read). */
export async function countPendingSync(): Promise<number> {
  try {
    const { countAppPendingSync } = await import('./sync/app-sync-engine.ts');
    return await countAppPendingSync();
  } catch {
    return 0;
  }
}

/** Asks the engine to send what it holds now (ignoring any backoff). */
export async function flushPendingSync(): Promise<void> {
  const { appSyncEngine } = await import('./sync/app-sync-engine.ts');
  appSyncEngine.requestFlush(0, true);
}
