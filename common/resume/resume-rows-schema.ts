import { z } from 'zod';
import { RESUME_ITEM_KINDS } from './resume-fields-schema.ts';
import { resumeDetailsSchema, resumeListItemSchema } from './resume-schema.ts';

/**
 * An item the user deleted in the editor whose Undo window is still open: gone from
 * the details (so every reader stops showing it) but kept here, with where it was, until the
 * deletion is final and only then written to the sync outbox. Survives a reload.
 */
export const pendingResumeDeleteSchema = z.object({
  kind: z.enum(RESUME_ITEM_KINDS),
  item: z.record(z.string(), z.unknown()),
  index: z.number().int().min(0),
  /** When the user deleted it (epoch ms); the deletion is final RESUME_UNDO_WINDOW_MS later. */
  at: z.number(),
});
export type PendingResumeDelete = z.infer<typeof pendingResumeDeleteSchema>;

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
  /** Items deleted in the editor, still undoable (absent in older rows). */
  pendingDeletes: z.array(pendingResumeDeleteSchema).optional(),
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
