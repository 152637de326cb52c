import { apiPaths } from '@/common/http/api-paths.ts';
import {
  sharedResumeSchema,
  type SharedResume,
} from '@/common/resume/export/resume-share-schema.ts';
import { apiRequest } from '@/src/lib/api-client.ts';

/** `GET /api/resume/shared/{token}/` (public, no session): the shared resume and its template. */
export function fetchSharedResume(token: string): Promise<SharedResume> {
  return apiRequest(apiPaths.resume.shared(token), sharedResumeSchema, {
    auth: false,
  });
}
