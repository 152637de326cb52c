import { API_ROUTES } from '@/common/http/api-paths.ts';
import {
  authoringPermissionsSchema,
  type AuthoringPermissions,
} from '@/common/courses/authoring-schema.ts';
import { apiRequest } from '@/src/lib/api-client.ts';

/** Whether the signed-in user may author (ADMIN_EMAILS), and the video size cap. */
export function fetchAuthoringPermissions(signal?: AbortSignal): Promise<AuthoringPermissions> {
  return apiRequest(API_ROUTES.authoringPermissions, authoringPermissionsSchema, { signal });
}
