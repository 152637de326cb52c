import {
  resumeListResponseSchema,
  type ResumeListResponse,
} from '../../../../common/resume/resume-schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** `GET /api/resume/` (product.md 7). */
export function fetchResumeList(): Promise<ResumeListResponse> {
  return apiRequest('/resume/', resumeListResponseSchema);
}
