import { API_ROUTES } from '@/common/http/api-paths.ts';
import type { ResumeBuilderBody } from '@/common/resume/resume-builder-schema.ts';
import {
  resumeUploadResponseSchema,
  type ResumeUploadResponse,
} from '@/common/resume/resume-upload-schema.ts';
import { apiRequest } from '@/src/lib/api-client.ts';

/** `POST /api/resume/create/`: the upload gate's form answers become a ready résumé (issue 24 §4). */
export function createBuiltResume(body: ResumeBuilderBody): Promise<ResumeUploadResponse> {
  return apiRequest(API_ROUTES.resume.create, resumeUploadResponseSchema, {
    method: 'POST',
    body,
  });
}
