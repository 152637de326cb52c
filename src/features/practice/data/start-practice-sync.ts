/**
 * Keeps practice attempts flowing to the server: flushes at start, when the browser comes back
 * online, when the tab regains focus or becomes visible, after sign-in (owner change) and on a
 * retry timer after a temporary failure. Also refreshes the cached progress from the server and
 * registers with the sign-out machinery (pending count, cleanup of cached server data).
 * Idempotent: the Practice page calls it, and the app may call it at start (lazily imported).
 */
import { db } from '../../../lib/db.ts';
import { registerPendingSync } from '../../../lib/pending-sync.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { registerSignOutCleanup } from '../../../lib/sign-out-cleanup.ts';
import { fetchPracticeProgress } from './fetch-practice-progress.ts';
import { flushAttemptQueue } from './flush-attempt-queue.ts';
import { practiceOwner } from './practice-owner.ts';

/** After a temporary failure (offline, 5xx, timeout), the queue is tried again after this. */
const PRACTICE_SYNC_RETRY_MS = 30_000;

let started = false;

export function startPracticeSync(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  let retryTimer: number | undefined;
  let lastOwner: string | null = null;
  /** The last signed-in owner, kept after sign-out so the cleanup knows whose data to drop. */
  let knownOwner: string | null = null;

  const flush = async () => {
    window.clearTimeout(retryTimer);
    const outcome = await flushAttemptQueue().catch(() => 'retry-later' as const);
    if (outcome === 'retry-later') retryTimer = window.setTimeout(() => void flush(), PRACTICE_SYNC_RETRY_MS);
  };
  const refreshProgress = () => {
    const session = useSessionStore.getState().session;
    if (session && navigator.onLine) void fetchPracticeProgress(practiceOwner(session)).catch(() => {});
  };
  const onSessionChange = () => {
    const session = useSessionStore.getState().session;
    const owner = session ? practiceOwner(session) : null;
    if (owner === lastOwner) return;
    lastOwner = owner;
    if (owner) {
      knownOwner = owner;
      void flush();
      refreshProgress();
    }
  };

  window.addEventListener('online', () => {
    void flush();
    refreshProgress();
  });
  window.addEventListener('focus', () => void flush());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void flush();
  });
  useSessionStore.subscribe(onSessionChange);
  onSessionChange();

  registerPendingSync('practice-attempts', {
    count: async () => {
      const session = useSessionStore.getState().session;
      if (!session) return 0;
      return db.practiceAttempts.where('[owner+syncState]').equals([practiceOwner(session), 'pending']).count();
    },
    flush: async () => {
      await flushAttemptQueue();
    },
  });
  // Cached server data goes at sign-out; drafts and unsent attempts stay, keyed by their owner.
  registerSignOutCleanup(async () => {
    if (knownOwner) {
      await db.practiceProgress.where('owner').equals(knownOwner).delete();
      await db.practiceAttempts.where('[owner+syncState]').equals([knownOwner, 'synced']).delete();
    }
  });
}
