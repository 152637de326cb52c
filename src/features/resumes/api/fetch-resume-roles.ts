import { apiPaths } from '@/common/http/api-paths.ts';
import {
  resumeRolesResponseSchema,
  type ResumeRolesResponse,
} from '@/common/role-analysis/role-api-schema.ts';
import { apiRequest } from '@/src/lib/api-client.ts';

/** `GET /api/resume/{id}/roles/` (issue 26): the résumé's roles with their analyses, newest first. */
export function fetchResumeRoles(resumeId: string): Promise<ResumeRolesResponse> {
  return apiRequest(apiPaths.resume.roles(resumeId), resumeRolesResponseSchema);
}
