import { API_ROUTES } from '@/common/http/api-paths.ts';
import type { JsonResume } from '@/common/resume/export/json-resume-schema.ts';
import {
  resumeUploadResponseSchema,
  type ResumeUploadResponse,
} from '@/common/resume/resume-upload-schema.ts';
import { apiRequest } from '@/src/lib/api-client.ts';

/** `POST /api/resume/import/`: a JSON Resume file becomes a new resume of the user. */
export function importJsonResume(
  fileName: string,
  resume: JsonResume,
): Promise<ResumeUploadResponse> {
  return apiRequest(API_ROUTES.resume.import, resumeUploadResponseSchema, {
    method: 'POST',
    body: { file_name: fileName, resume },
  });
}
