/**
 * What Sign Out asks before it discards anything: how many of the user's changes are still only
 * on this device, and a way to push them now. Edits travel on the sync engine (src/lib/sync/),
 * loaded on use so pages that never sync never download Dexie. Files waiting to be uploaded (a
 * resume chosen offline) are not edits: their queue registers here as an extra source.
 */
export interface PendingSyncSource {
  /** Items not yet accepted by the server. */
  count: () => number | Promise<number>;
  /** Tries to send them now (optional; the source also sends on its own). */
  flush?: () => Promise<void>;
}

const sources = new Map<string, PendingSyncSource>();

/** Registers a source of waiting uploads under a stable id; returns a function that removes it. */
export function registerPendingSync(id: string, source: PendingSyncSource): () => void {
  sources.set(id, source);
  return () => {
    if (sources.get(id) === source) sources.delete(id);
  };
}

async function countEngine(): Promise<number> {
  try {
    const { countAppPendingSync } = await import('./sync/app-sync-engine.ts');
    return await countAppPendingSync();
  } catch {
    return 0;
  }
}

/** Changes of the signed-in user not yet accepted by the server (a failing source counts 0). */
export async function countPendingSync(): Promise<number> {
  const counts = await Promise.all([
    countEngine(),
    ...[...sources.values()].map(async (source) => {
      try {
        return await source.count();
      } catch {
        return 0;
      }
    }),
  ]);
  return counts.reduce((sum, n) => sum + n, 0);
}

/** Asks the engine (ignoring any backoff) and every other source to send what they hold now. */
export async function flushPendingSync(): Promise<void> {
  const engine = import('./sync/app-sync-engine.ts').then(({ appSyncEngine }) =>
    appSyncEngine.requestFlush(0, true),
  );
  await Promise.allSettled([engine, ...[...sources.values()].map((source) => source.flush?.())]);
}
