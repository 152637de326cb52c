import { profileSchema, type Profile } from '@/common/auth/profile-schema.ts';
import { API_ROUTES } from '@/common/http/api-paths.ts';
import { apiRequest } from '@/src/lib/api-client.ts';

/** `GET /registry/me/`: the signed-in user as the server knows them. */
export function fetchProfile(signal?: AbortSignal): Promise<Profile> {
  return apiRequest(API_ROUTES.registry.me, profileSchema, { signal });
}
