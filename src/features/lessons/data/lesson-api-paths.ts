/**
 * API paths of course content, relative to /api (as the API client takes them). The offline
 * download stores responses under the same absolute URLs the service worker caches them by.
 */
import { API_PREFIX } from '../../../../common/routes.ts';

export const COURSE_OUTLINE_PATH = '/courses/';

export function lessonApiPath(lessonId: string): string {
  return `/courses/lessons/${encodeURIComponent(lessonId)}/`;
}

/** Absolute URL of an API path on this origin, the key the Cache API stores it under. */
export function apiCacheUrl(path: string): string {
  return new URL(`${API_PREFIX}${path}`, window.location.origin).toString();
}
