/**
 * Runs sign-out-now.ts, loading it on first use: it brings the API client and zod, which the
 * public pages never need (issue 4: the landing route's JS budget).
 */
import type { NavigateFunction } from 'react-router';

export async function loadAndSignOut(navigate: NavigateFunction): Promise<void> {
  const { signOutNow } = await import('./sign-out-now.ts');
  await signOutNow(navigate);
}
