import { z } from 'zod';
import { resumeDetailsSchema, resumeListItemSchema } from './resume-schema.ts';

/**
 * IndexedDB rows of the resumes feature (src/lib/db.ts), validated on read: the list and each
 * resume's details as last seen from the server (shown offline), and files chosen while offline,
 * kept on the device until they are uploaded. `owner` is the signed-in e-mail.
 */
export const resumeListRowSchema = z.object({
  owner: z.string(),
  results: z.array(resumeListItemSchema),
  fetchedAt: z.string(),
});

export const resumeDetailsRowSchema = z.object({
  /** `${owner}:${resumeId}` */
  key: z.string(),
  owner: z.string(),
  resumeId: z.string(),
  details: resumeDetailsSchema,
  fetchedAt: z.string(),
});

export const pendingResumeUploadRowSchema = z.object({
  id: z.string(),
  owner: z.string(),
  fileName: z.string(),
  file: z.instanceof(Blob),
  createdAt: z.string(),
  /** The server's refusal, once it answered with one (the file is then kept for the user to see). */
  error: z.string().nullable(),
});

export type ResumeListRow = z.infer<typeof resumeListRowSchema>;
export type ResumeDetailsRow = z.infer<typeof resumeDetailsRowSchema>;
export type PendingResumeUploadRow = z.infer<typeof pendingResumeUploadRowSchema>;
