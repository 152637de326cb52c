/**
 * The app's one sync engine, wired to the browser: the API client as transport (and the upload
 * with progress for file rows), Web Locks,
 * BroadcastChannel, the session's owner. Flushes on start, sign-in, `online`, focus and
 * visibility (writes flush by themselves shortly after). Features register their document types
 * before `startAppSync` is called (src/app/start-sync.ts).
 */
import { db } from '../db.ts';
import { useSessionStore } from '../session-store.ts';
import { sendSyncBatch } from './send-sync-batch.ts';
import { sendSyncFile } from './send-sync-file.ts';
import { SyncEngine } from './sync-engine.ts';
import { syncOwner } from './sync-owner.ts';

function currentOwner(): string | null {
  const session = useSessionStore.getState().session;
  return session ? syncOwner(session) : null;
}

export const appSyncEngine = new SyncEngine({
  db,
  send: sendSyncBatch,
  sendFile: sendSyncFile,
  currentOwner,
  locks: typeof navigator === 'undefined' ? undefined : navigator.locks,
});

let started = false;

export function startAppSync(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  appSyncEngine.start();
  let lastOwner = currentOwner();
  useSessionStore.subscribe(() => {
    const owner = currentOwner();
    if (owner === lastOwner) return;
    lastOwner = owner;
    if (owner) appSyncEngine.requestFlush(0, true);
  });
  window.addEventListener('online', () => appSyncEngine.requestFlush(0, true));
  window.addEventListener('focus', () => appSyncEngine.requestFlush(0));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') appSyncEngine.requestFlush(0);
  });
  window.addEventListener('pagehide', () => void appSyncEngine.stop());
  // A page restored from the back/forward cache was stopped by pagehide: send again.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) appSyncEngine.start();
  });
}

/** Unsent changes of the signed-in user (0 when signed out). */
export async function countAppPendingSync(): Promise<number> {
  const owner = currentOwner();
  return owner ? appSyncEngine.countPending(owner) : 0;
}
