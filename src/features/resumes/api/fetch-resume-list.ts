import { API_ROUTES } from '@/common/http/api-paths.ts';
import {
  resumeListResponseSchema,
  type ResumeListResponse,
} from '@/common/resume/resume-schema.ts';
import { apiRequest } from '@/src/lib/api-client.ts';

/** `GET /api/resume/` (product.md#api). */
export function fetchResumeList(): Promise<ResumeListResponse> {
  return apiRequest(API_ROUTES.resume.list, resumeListResponseSchema);
}
