import { apiPaths } from '@/common/http/api-paths.ts';
import {
  resumeHistoryResponseSchema,
  type ResumeHistoryResponse,
} from '@/common/resume/resume-edit-schema.ts';
import { apiRequest } from '@/src/lib/api-client.ts';

/** `GET /api/resume/{id}/history/?doc_id&field`: the last values of one field, newest first. */
export function fetchResumeHistory(
  resumeId: string,
  docId: string,
  field: string,
): Promise<ResumeHistoryResponse> {
  const query = new URLSearchParams({ doc_id: docId, field });
  return apiRequest(`${apiPaths.resume.history(resumeId)}?${query}`, resumeHistoryResponseSchema);
}
