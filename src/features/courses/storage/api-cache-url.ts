/**
 * The offline download stores API responses under the same absolute URLs the service worker
 * caches them by, so a downloaded lesson reads offline exactly like one opened online.
 */
import { API_PREFIX } from '@/common/http/api-paths.ts';

/** Absolute URL of an API path on this origin, the key the Cache API stores it under. */
export function apiCacheUrl(path: string): string {
  return new URL(`${API_PREFIX}${path}`, window.location.origin).toString();
}
