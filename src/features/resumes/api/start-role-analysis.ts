import { API_ROUTES } from '@/common/http/api-paths.ts';
import { recommendationStartResponseSchema } from '@/common/role-analysis/role-api-schema.ts';
import { apiRequest } from '@/src/lib/api-client.ts';

/** `POST /api/resume/recommendations/generate/` (product.md#api): queues the role's analysis. */
export async function startRoleAnalysis(resumeId: string, roleId: string): Promise<void> {
  await apiRequest(API_ROUTES.resume.recommendationsGenerate, recommendationStartResponseSchema, {
    method: 'POST',
    body: { resume_id: resumeId, role_id: roleId },
  });
}
