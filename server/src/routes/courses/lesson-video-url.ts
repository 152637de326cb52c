import { API_PREFIX } from '../../../../common/routes.ts';

/** Public, unguessable URL of a stored lesson video (served with Range support). */
export function lessonVideoUrl(storageName: string): string {
  return `${API_PREFIX}/media/videos/${storageName}`;
}
