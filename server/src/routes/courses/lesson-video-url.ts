import { API_PREFIX, apiPaths } from '@/common/http/api-paths.ts';

/** Public, unguessable URL of a stored lesson video (served with Range support). */
export function lessonVideoUrl(storageName: string): string {
  return `${API_PREFIX}${apiPaths.mediaVideo(storageName)}`;
}
