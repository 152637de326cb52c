import { API_ROUTES } from '@/common/http/api-paths.ts';
import {
  RESUME_FILE_FIELD,
  resumeUploadResponseSchema,
  type ResumeUploadResponse,
} from '@/common/resume/resume-upload-schema.ts';
import { uploadWithProgress, type TransferProgress } from '@/src/lib/upload-with-progress.ts';

/** `POST /api/resume/upload/` with the file in `resume_file` (product.md#api), reporting progress. */
export function uploadResume(
  file: File,
  onProgress: (progress: TransferProgress) => void,
): Promise<ResumeUploadResponse> {
  const form = new FormData();
  form.append(RESUME_FILE_FIELD, file, file.name);
  return uploadWithProgress(API_ROUTES.resume.upload, form, resumeUploadResponseSchema, {
    onProgress,
  });
}
