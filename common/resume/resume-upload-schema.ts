import { z } from 'zod';

/** Field name of the file in `POST /api/resume/upload/` (SPEC 7). */
export const RESUME_FILE_FIELD = 'resume_file';
/** Largest resume accepted on the upload-resume screen (SPEC 9: 5 MB, PDF only). */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_ACCEPT = 'application/pdf,.pdf';

export const resumeUploadResponseSchema = z.object({
  file_id: z.uuid(),
  file_name: z.string(),
  size_bytes: z.number().int().nonnegative(),
  has_uploaded_resume: z.literal(true),
});

export type ResumeUploadResponse = z.infer<typeof resumeUploadResponseSchema>;
