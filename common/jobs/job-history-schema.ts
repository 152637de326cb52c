/**
 * Per-field history of a job application (`GET /api/jobs/{id}/history/?field=…`), like the
 * résumé's: the last values one fixed field took, newest first, each with the device (sync
 * client id) that wrote it and when. Entry fields (events, contacts, reminders, tailoring) have
 * none; `createdAt` never changes, so it has none either.
 */
import { z } from 'zod';

/** Values kept per job and field. */
export const JOB_HISTORY_PER_FIELD = 20;

/** The fixed fields whose changes are recorded. */
export const JOB_HISTORY_FIELDS = [
  'company',
  'title',
  'link',
  'location',
  'salary',
  'description',
  'notes',
  'stage',
  'archived',
  'coverLetter',
  'resumeId',
] as const;
export const jobHistoryFieldSchema = z.enum(JOB_HISTORY_FIELDS);
export type JobHistoryField = z.infer<typeof jobHistoryFieldSchema>;

export const jobHistoryEntrySchema = z.object({
  field: z.string(),
  value: z.unknown(),
  /** The device (sync client id) that made the change. */
  client_id: z.string(),
  version: z.number().int(),
  changed_at: z.string(),
});
export type JobHistoryEntry = z.infer<typeof jobHistoryEntrySchema>;
export const jobHistoryResponseSchema = z.object({
  results: z.array(jobHistoryEntrySchema),
});
export type JobHistoryResponse = z.infer<typeof jobHistoryResponseSchema>;
