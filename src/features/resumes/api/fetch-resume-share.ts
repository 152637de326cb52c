import { apiPaths } from '@/common/http/api-paths.ts';
import {
  resumeShareResponseSchema,
  type ResumeShareStatus,
} from '@/common/resume/export/resume-share-schema.ts';
import { apiRequest } from '@/src/lib/api-client.ts';

/** `GET /api/resume/{id}/share/`: the resume's live link (template, created, last opened). */
export async function fetchResumeShare(resumeId: string): Promise<ResumeShareStatus | null> {
  const body = await apiRequest(apiPaths.resume.share(resumeId), resumeShareResponseSchema);
  return body.share;
}
