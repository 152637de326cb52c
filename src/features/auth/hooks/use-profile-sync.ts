/**
 * Keeps the stored session in step with the server while signed in: on start and whenever the
 * app becomes visible again (at most every PROFILE_SYNC_MIN_INTERVAL_MS) it asks who the user is.
 * This picks up changes made on another device (name, resume uploaded) and admin rights granted
 * or withdrawn on the server and, through the API
 * client's 401 handling, signs out promptly when the session was revoked elsewhere. Offline or
 * server failures change nothing.
 */
import { useEffect } from 'react';
import { useSessionStore } from '@/src/lib/session-store.ts';

const PROFILE_SYNC_MIN_INTERVAL_MS = 5 * 60 * 1000;

export function useProfileSync(): void {
  const email = useSessionStore((state) => state.session?.email);

  useEffect(() => {
    if (!email) return;
    const controller = new AbortController();
    let lastSyncMs = 0;

    const sync = async () => {
      lastSyncMs = Date.now();
      try {
        // Loaded on use, with the API client: the entry chunk stays small for public pages.
        const { fetchProfile } = await import('../api/fetch-profile.ts');
        const profile = await fetchProfile(controller.signal);
        const current = useSessionStore.getState().session;
        if (!current || current.email !== profile.email) return;
        const patch = {
          first_name: profile.first_name,
          last_name: profile.last_name,
          // Uploads can finish locally before the server knows: never turn the flag back off.
          has_uploaded_resume: current.has_uploaded_resume || profile.has_uploaded_resume,
          // The server decides (ADMIN_EMAILS can change between sign-ins): take its word both ways.
          is_admin: profile.is_admin,
        };
        if (
          patch.first_name !== current.first_name ||
          (patch.last_name ?? null) !== (current.last_name ?? null) ||
          patch.has_uploaded_resume !== current.has_uploaded_resume ||
          patch.is_admin !== (current.is_admin ?? false)
        ) {
          useSessionStore.getState().updateSession(patch);
        }
      } catch {
        // Offline, timed out or signed out meanwhile: the API client already did what is needed.
      }
    };

    void sync();
    const onVisible = () => {
      if (
        document.visibilityState === 'visible' &&
        Date.now() - lastSyncMs > PROFILE_SYNC_MIN_INTERVAL_MS
      ) {
        void sync();
      }
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      controller.abort();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [email]);
}
