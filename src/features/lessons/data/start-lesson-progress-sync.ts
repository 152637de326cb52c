/**
 * Wires the lessons feature into the app once at start-up (called from src/main.tsx):
 * - syncs progress when a session appears, when the app comes back online and on focus
 *   (Background Sync is Chromium-only, so these triggers cover every browser);
 * - tells Sign Out how many progress changes are still unsynced, and how to push them;
 * - clears cached lessons, downloads and progress on sign-out.
 */
import { db } from '../../../lib/db.ts';
import { registerPendingSync } from '../../../lib/pending-sync.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { registerSignOutCleanup } from '../../../lib/sign-out-cleanup.ts';
import { clearLessonsOfflineData } from './clear-lessons-offline-data.ts';
import { requestProgressSync } from './progress-sync-scheduler.ts';

function currentOwner(): string | undefined {
  return useSessionStore.getState().session?.email;
}

export function startLessonProgressSync(): () => void {
  const syncNow = () => {
    const owner = currentOwner();
    if (owner && navigator.onLine) void requestProgressSync(owner, true);
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') syncNow();
  };

  const unregisterPending = registerPendingSync('lesson-progress', {
    count: async () => {
      const owner = currentOwner();
      if (!owner) return 0;
      return db.lessonProgress.where('[owner+syncState]').equals([owner, 'pending']).count();
    },
    flush: async () => {
      const owner = currentOwner();
      if (owner) await requestProgressSync(owner, true);
    },
  });
  const unregisterCleanup = registerSignOutCleanup(clearLessonsOfflineData);
  const unsubscribe = useSessionStore.subscribe((state, previous) => {
    if (state.session && state.session.email !== previous.session?.email) syncNow();
  });
  window.addEventListener('online', syncNow);
  document.addEventListener('visibilitychange', onVisible);
  syncNow();

  return () => {
    unregisterPending();
    unregisterCleanup();
    unsubscribe();
    window.removeEventListener('online', syncNow);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
