import { apiPaths } from '@/common/http/api-paths.ts';
import { resumeDetailsSchema, type ResumeDetails } from '@/common/resume/resume-schema.ts';
import { apiRequest } from '@/src/lib/api-client.ts';

/** `GET /api/resume/{id}/` (product.md#api). */
export function fetchResumeDetails(resumeId: string): Promise<ResumeDetails> {
  return apiRequest(apiPaths.resume.one(resumeId), resumeDetailsSchema);
}
