/**
 * Runs sign-out-now.ts, loaded on first use: it brings the API client and zod, which the public
 * pages never need (issue 4: the landing route's JS budget). start-session-persistence.ts loads
 * it as soon as a session exists, so it is there offline; if it still cannot be loaded (offline
 * before it ever was), the user is signed out locally: revoking needs the network anyway.
 */
import type { NavigateFunction } from 'react-router';
import { PUBLIC_ROUTES } from '../../common/routes.ts';
import { clearSignedInData } from '../lib/sign-out-cleanup.ts';

export async function loadAndSignOut(navigate: NavigateFunction): Promise<void> {
  let signOutNow: (navigate: NavigateFunction) => Promise<void>;
  try {
    ({ signOutNow } = await import('./sign-out-now.ts'));
  } catch (error) {
    console.warn('Sign-out code unavailable (offline?); signing out locally.', error);
    await clearSignedInData();
    await navigate(PUBLIC_ROUTES.home, { replace: true });
    return;
  }
  await signOutNow(navigate);
}
