/**
 * The public addresses a credential names, from the app's origin: the verify page (the
 * credential's id), the issuer profile (the issuer's id, where its keys are published) and the
 * achievement (the track's public page).
 */
import { API_PREFIX, API_ROUTES } from '../http/api-paths.ts';
import { VERIFY_ROUTE } from '../routes.ts';

export const VERIFY_PAGE_PATH = VERIFY_ROUTE;

export function certificateUrls(origin: string) {
  const base = origin.replace(/\/+$/, '');
  return {
    verifyPage: (certificateId: string) =>
      `${base}${VERIFY_PAGE_PATH}/${encodeURIComponent(certificateId)}`,
    issuer: `${base}${API_PREFIX}${API_ROUTES.certificates.issuer}`,
    achievement: (track: string) => `${base}/tracks/${encodeURIComponent(track)}`,
  };
}
