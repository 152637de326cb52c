import { API_ROUTES } from '../../../../common/http/api-paths.ts';
import {
  RESUME_FILE_FIELD,
  resumeUploadResponseSchema,
  type ResumeUploadResponse,
} from '../../../../common/resume/resume-upload-schema.ts';
import { uploadWithProgress, type TransferProgress } from '../../../lib/upload-with-progress.ts';

/** `POST /api/resume/upload/` with a PDF, DOCX or DOC in `resume_file`, reporting progress. */
export function sendResumeFile(
  file: Blob,
  fileName: string,
  onProgress: (progress: TransferProgress) => void,
): Promise<ResumeUploadResponse> {
  const form = new FormData();
  form.append(RESUME_FILE_FIELD, file, fileName);
  return uploadWithProgress(API_ROUTES.resume.upload, form, resumeUploadResponseSchema, {
    onProgress,
  });
}
