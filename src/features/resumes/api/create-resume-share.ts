import { apiPaths } from '@/common/http/api-paths.ts';
import {
  createdResumeShareSchema,
  type CreatedResumeShare,
  type ResumeShareSettings,
} from '@/common/resume/export/resume-share-schema.ts';
import { apiRequest } from '@/src/lib/api-client.ts';

/** `POST /api/resume/{id}/share/`: a new public link (replaces the old one); token shown once. */
export function createResumeShare(
  resumeId: string,
  settings: ResumeShareSettings,
): Promise<CreatedResumeShare> {
  return apiRequest(apiPaths.resume.share(resumeId), createdResumeShareSchema, {
    method: 'POST',
    body: settings,
  });
}
