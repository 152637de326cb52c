/**
 * Sends resume files queued on this device at start, when the browser comes back online and
 * when the tab regains focus; registers them with Sign Out (pending count) and clears the
 * feature's IndexedDB rows on sign-out. Idempotent: the Resumes screen and the app both call it.
 */
import { db } from '../../../lib/db.ts';
import { registerPendingSync } from '../../../lib/pending-sync.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { registerSignOutCleanup } from '../../../lib/sign-out-cleanup.ts';
import { syncOwner } from '../../../lib/sync/sync-owner.ts';
import { flushResumeUploads, publishWaitingUploads } from './resume-upload-queue.ts';

let started = false;

export function startResumeUploadSync(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  const owner = () => {
    const session = useSessionStore.getState().session;
    return session ? syncOwner(session) : null;
  };
  const flush = () => {
    const current = owner();
    if (current && navigator.onLine) void flushResumeUploads(current).catch(() => {});
  };
  window.addEventListener('online', flush);
  window.addEventListener('focus', flush);
  useSessionStore.subscribe(() => {
    const current = owner();
    if (current) void publishWaitingUploads(current).then(flush);
  });
  registerPendingSync('resume-uploads', {
    count: async () => {
      const current = owner();
      return current ? db.resumeUploads.where('owner').equals(current).count() : 0;
    },
    flush: async () => {
      const current = owner();
      if (current) await flushResumeUploads(current);
    },
  });
  registerSignOutCleanup(async () => {
    await Promise.all([db.resumeLists.clear(), db.resumeDetails.clear(), db.resumeUploads.clear()]);
  });
  const current = owner();
  if (current) void publishWaitingUploads(current).then(flush);
}
