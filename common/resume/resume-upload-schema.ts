import { z } from 'zod';
import { resumeStatusSchema } from './resume-schema.ts';

/** Field name of the file in `POST /api/resume/upload/` (product.md#api). */
export const RESUME_FILE_FIELD = 'resume_file';
/** The sync engine's document type of a résumé file waiting to be uploaded (src/lib/sync/README.md). */
export const RESUME_FILE_DOC_TYPE = 'resume-file';
/**
 * Largest resume accepted (product.md#constants: 5 MB), enforced by the server while the file streams in.
 */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
/** The upload-resume screen's picker (product.md#upload-resume: PDF only). */
export const RESUME_ACCEPT = 'application/pdf,.pdf';
/** The Resumes screen's picker (product.md#validation: .pdf, .doc, .docx). */
export const RESUMES_SCREEN_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** `file_id` is the new resume's id: the stored file and the resume are one thing. */
export const resumeUploadResponseSchema = z.object({
  file_id: z.uuid(),
  resume_id: z.uuid(),
  file_name: z.string(),
  size_bytes: z.number().int().nonnegative(),
  has_uploaded_resume: z.literal(true),
  status: resumeStatusSchema,
});

export type ResumeUploadResponse = z.infer<typeof resumeUploadResponseSchema>;
