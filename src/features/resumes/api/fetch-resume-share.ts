import {
  resumeShareResponseSchema,
  type ResumeShareStatus,
} from '../../../../common/resume/export/resume-share-schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** `GET /api/resume/{id}/share/`: the resume's live link (template, created, last opened). */
export async function fetchResumeShare(resumeId: string): Promise<ResumeShareStatus | null> {
  const body = await apiRequest(
    `/resume/${encodeURIComponent(resumeId)}/share/`,
    resumeShareResponseSchema,
  );
  return body.share;
}
