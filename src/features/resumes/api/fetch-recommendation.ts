import { apiPaths } from '@/common/http/api-paths.ts';
import {
  recommendationResponseSchema,
  type RecommendationResponse,
} from '@/common/role-analysis/role-api-schema.ts';
import { apiRequest } from '@/src/lib/api-client.ts';

/** `GET /api/resume/roles/{id}/recommendations/` (product.md#api): data is null until it is ready. */
export function fetchRecommendation(roleId: string): Promise<RecommendationResponse> {
  return apiRequest(apiPaths.resume.roleRecommendations(roleId), recommendationResponseSchema);
}
