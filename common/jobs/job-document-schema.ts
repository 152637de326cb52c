/**
 * A job application as a synced document (docs/product.md#jobs): a flat field map the sync
 * engine rebases field by field, so two devices editing different fields never conflict and two
 * devices moving the same job to different stages do. Fixed fields describe the job; prefixed
 * fields hold its timeline events (`event.<id>`), contacts (`contact.<id>`) and reminders
 * (`reminder.<id>`), each its own field, null once deleted. The same schemas validate sync
 * payloads on the server, rows read back from IndexedDB and the list endpoint's answer.
 */
import { z } from 'zod';
import {
  RESUME_LONG_MAX_CHARS,
  RESUME_MAX_ITEMS,
  RESUME_SHORT_MAX_CHARS,
} from '../resume/resume-fields-schema.ts';
import { fieldMapSchemas } from '../sync/field-map-schema.ts';

export const JOB_DOC_TYPE = 'job-application';
/** Replace the given fields (compare-and-set on the document version). */
export const JOB_SAVE_OP = 'save';
/** Delete the job for good (sent once the Undo window has passed). */
export const JOB_DELETE_OP = 'delete';
/** The `delete` payload: nothing to say (other keys are ignored). */
export const jobDeletePayloadSchema = z.object({});

export const JOB_STAGES = ['saved', 'applied', 'interviewing', 'offer', 'closed'] as const;
export const jobStageSchema = z.enum(JOB_STAGES);
export type JobStage = z.infer<typeof jobStageSchema>;
export const JOB_STAGE_LABELS: Readonly<Record<JobStage, string>> = {
  saved: 'Saved',
  applied: 'Applied',
  interviewing: 'Interviewing',
  offer: 'Offer',
  closed: 'Closed',
};

export const JOB_COMPANY_MAX_CHARS = 120;
export const JOB_TITLE_MAX_CHARS = 200;
export const JOB_LINK_MAX_CHARS = 2_000;
export const JOB_SHORT_TEXT_MAX_CHARS = 120;
export const JOB_DESCRIPTION_MAX_CHARS = 20_000;
export const JOB_NOTES_MAX_CHARS = 10_000;
export const JOB_EVENT_TEXT_MAX_CHARS = 500;
/** Events, contacts and reminders one job may hold, together. */
export const JOB_MAX_ENTRIES = 200;

const entryIdSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(40);

export const JOB_EVENT_KINDS = ['applied', 'interview', 'offer', 'rejected', 'note'] as const;
export const jobEventSchema = z.object({
  kind: z.enum(JOB_EVENT_KINDS),
  /** `YYYY-MM-DD`. */
  date: z.iso.date(),
  text: z.string().max(JOB_EVENT_TEXT_MAX_CHARS),
});
export type JobEvent = z.infer<typeof jobEventSchema>;

export const jobContactSchema = z.object({
  name: z.string().trim().min(1, 'Enter a name').max(JOB_SHORT_TEXT_MAX_CHARS),
  role: z.string().max(JOB_SHORT_TEXT_MAX_CHARS),
  email: z.union([z.literal(''), z.email('Enter a valid e-mail address')]),
});
export type JobContact = z.infer<typeof jobContactSchema>;

export const jobReminderSchema = z.object({
  /** When it is due, ISO 8601 with offset. */
  dueAt: z.iso.datetime({ offset: true }),
  text: z.string().trim().min(1, 'Say what to do').max(JOB_EVENT_TEXT_MAX_CHARS),
  /** The learner asked for an e-mail when it is due. */
  email: z.boolean(),
  done: z.boolean(),
});
export type JobReminder = z.infer<typeof jobReminderSchema>;

/**
 * One field of the tailored résumé (`tailor.<key>`: `role`, `summary`, `skills` — skill names one
 * per line, in order — or `emp-<item id>`, that job's bullets): the version's text and the base
 * résumé's text when it was made, so a later change of the base can be offered to the version.
 * The version is the job's base résumé (`resumeId`) plus these overrides, never a copy.
 */
/**
 * The longest tailored field (characters): the résumé's longest, so every field the editor
 * accepts can be tailored — a summary or a job's bullets (RESUME_LONG_MAX_CHARS) and the skill
 * names, one per line (RESUME_MAX_ITEMS.skill names of RESUME_SHORT_MAX_CHARS and a line break).
 */
export const TAILOR_TEXT_MAX_CHARS = Math.max(
  RESUME_LONG_MAX_CHARS,
  RESUME_MAX_ITEMS.skill * (RESUME_SHORT_MAX_CHARS + 1),
);
export const jobTailorSchema = z.object({
  value: z.string().max(TAILOR_TEXT_MAX_CHARS),
  base: z.string().max(TAILOR_TEXT_MAX_CHARS),
});
export type JobTailor = z.infer<typeof jobTailorSchema>;

const linkSchema = z.union([
  z.literal(''),
  z
    .url({ protocol: /^https?$/, message: 'Enter a web address starting with http:// or https://' })
    .max(JOB_LINK_MAX_CHARS),
]);

export const JOB_FIXED_FIELDS = {
  company: z.string().trim().min(1, 'Company is required').max(JOB_COMPANY_MAX_CHARS),
  title: z.string().trim().min(1, 'Job title is required').max(JOB_TITLE_MAX_CHARS),
  link: linkSchema,
  location: z.string().max(JOB_SHORT_TEXT_MAX_CHARS),
  /** Free text: "€55–65k", "$120k + equity". */
  salary: z.string().max(JOB_SHORT_TEXT_MAX_CHARS),
  description: z.string().max(JOB_DESCRIPTION_MAX_CHARS),
  notes: z.string().max(JOB_NOTES_MAX_CHARS),
  stage: jobStageSchema,
  archived: z.boolean(),
  /** The résumé the job is analysed against and the cover letter drawn from ('' for none). */
  resumeId: z.union([z.literal(''), z.uuid()]),
  coverLetter: z.string().max(JOB_NOTES_MAX_CHARS),
  createdAt: z.iso.datetime({ offset: true }),
} as const;
const PREFIXED_FIELDS = {
  event: jobEventSchema.nullable(),
  contact: jobContactSchema.nullable(),
  reminder: jobReminderSchema.nullable(),
  tailor: jobTailorSchema.nullable(),
} as const;
export type JobEntryPrefix = keyof typeof PREFIXED_FIELDS;

const jobFieldMap = fieldMapSchemas({
  fixed: JOB_FIXED_FIELDS,
  prefixed: PREFIXED_FIELDS,
  entryId: entryIdSchema,
  maxEntries: { count: JOB_MAX_ENTRIES, message: 'Too many events, contacts and reminders' },
});

/** Some fields of a job (a `save` payload): every key known, every value valid. */
export const jobFieldsPatchSchema = jobFieldMap.patch;
export type JobFieldsPatch = Record<string, unknown>;

/** A whole job: the fixed fields are all present. */
export const jobFieldsSchema = jobFieldMap.whole;

export interface JobFields {
  company: string;
  title: string;
  link: string;
  location: string;
  salary: string;
  description: string;
  notes: string;
  stage: JobStage;
  archived: boolean;
  resumeId: string;
  coverLetter: string;
  createdAt: string;
  [key: `event.${string}`]: JobEvent | null;
  [key: `contact.${string}`]: JobContact | null;
  [key: `reminder.${string}`]: JobReminder | null;
  [key: `tailor.${string}`]: JobTailor | null;
}

/** The entries of one kind, by id, deleted ones left out. */
export function readJobEntries<T>(
  fields: JobFields | Record<string, unknown>,
  prefix: JobEntryPrefix,
): Array<{ id: string; value: T }> {
  return Object.entries(fields as Record<string, unknown>)
    .filter(([key, value]) => key.startsWith(`${prefix}.`) && value !== null)
    .map(([key, value]) => ({ id: key.slice(prefix.length + 1), value: value as T }));
}

/** GET /api/jobs/: the learner's jobs (deleted ones left out). */
export const jobResponseSchema = z.object({
  id: z.uuid(),
  version: z.number().int().min(1),
  fields: jobFieldsSchema,
  updated_at: z.iso.datetime({ offset: true }),
});
export const jobListResponseSchema = z.object({ jobs: z.array(jobResponseSchema) });
export type JobListResponse = z.infer<typeof jobListResponseSchema>;

/** The local row (IndexedDB) of a job. */
export const jobRowSchema = z.object({
  id: z.uuid(),
  owner: z.string(),
  fields: jobFieldsSchema,
  /** Epoch ms of the last local change. */
  updatedAt: z.number(),
});
export interface JobRow {
  id: string;
  owner: string;
  fields: JobFields;
  updatedAt: number;
}
