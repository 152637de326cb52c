/**
 * The hook point between sign-out and the offline sync queues: each queue registers how many of
 * the user's changes it still holds (and how to push them now). Sign Out asks before it discards
 * anything, warns when the total is above zero, and can wait for the queues to drain.
 */
export interface PendingSyncSource {
  /** Changes not yet accepted by the server. */
  count: () => number | Promise<number>;
  /** Tries to send them now (optional; queues also flush on their own). */
  flush?: () => Promise<void>;
}

const sources = new Map<string, PendingSyncSource>();

/** Registers a queue under a stable id; returns a function that unregisters it. */
export function registerPendingSync(id: string, source: PendingSyncSource): () => void {
  sources.set(id, source);
  return () => {
    if (sources.get(id) === source) sources.delete(id);
  };
}

/** Total of unsynced changes over every registered queue (a failing queue counts as 0). */
export async function countPendingSync(): Promise<number> {
  const counts = await Promise.all(
    [...sources.values()].map(async (source) => {
      try {
        return await source.count();
      } catch {
        return 0;
      }
    }),
  );
  return counts.reduce((sum, n) => sum + n, 0);
}

/** Asks every queue to send what it holds now. */
export async function flushPendingSync(): Promise<void> {
  await Promise.allSettled([...sources.values()].map((source) => source.flush?.()));
}
