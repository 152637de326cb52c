/**
 * The sign-out itself: revoke the sign-in on the server (best effort: offline or failing, the
 * user is still signed out here), clear the session and every cached piece of user data, go to /.
 * The revoke call is loaded on use: it brings the API client and zod, which the public pages never
 * need (the landing route's JS budget). Offline before it was ever loaded, loading it
 * fails like the call itself would, and the sign-out goes on locally.
 */
import type { NavigateFunction } from 'react-router';
import { PUBLIC_ROUTES } from '@/common/routes.ts';
import { useSessionStore } from '../lib/session-store.ts';
import { clearSignedInData } from '../lib/sign-out-cleanup.ts';

export async function signOutNow(navigate: NavigateFunction): Promise<void> {
  const refreshToken = useSessionStore.getState().session?.refresh_token;
  if (refreshToken) {
    try {
      const { revokeSession } = await import('../features/auth/api/revoke-session.ts');
      await revokeSession(refreshToken);
    } catch (error) {
      console.warn('Could not revoke the session on the server; signing out locally.', error);
    }
  }
  await clearSignedInData();
  await navigate(PUBLIC_ROUTES.home, { replace: true });
}
