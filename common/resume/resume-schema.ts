/**
 * Resumes (product.md#entities): the list, the details and their items as the API sends them. Items
 * carry stable UUIDs and versions (the editor's sync engine compares and sets per field), and
 * every parsed field keeps a confidence and the source text it was read from (`parse_meta`).
 */
import { z } from 'zod';
import { paperSizeSchema, resumeTemplateSchema } from './resume-template-schema.ts';

export const RESUME_STATUSES = ['processing', 'ready', 'failed'] as const;
export const resumeStatusSchema = z.enum(RESUME_STATUSES);
export type ResumeStatus = z.infer<typeof resumeStatusSchema>;

export const SKILL_LEVELS = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
export const skillLevelSchema = z.enum(SKILL_LEVELS);
export type SkillLevel = z.infer<typeof skillLevelSchema>;

/** Prefix of every non-empty line of a summary or description (product.md#validation). */
export const BULLET_PREFIX = '• ';

/** How sure the parser is of one field (0–1) and the text it read it from. */
export const parsedFieldMetaSchema = z.object({
  confidence: z.number().min(0).max(1),
  source: z.string(),
});
export type ParsedFieldMeta = z.infer<typeof parsedFieldMetaSchema>;
export const parseMetaSchema = z.record(z.string(), parsedFieldMetaSchema);
export type ParseMeta = z.infer<typeof parseMetaSchema>;

export const resumeListItemSchema = z.object({
  resume_id: z.uuid(),
  resume_name: z.string(),
  learner_name: z.string(),
  role: z.string(),
  summary: z.string(),
  modified: z.string(),
  status: resumeStatusSchema,
  /** 0–1 while a scan is read with OCR (issue 25); null otherwise, and in copies cached before. */
  parse_progress: z.number().min(0).max(1).nullable().catch(null),
});
export type ResumeListItem = z.infer<typeof resumeListItemSchema>;

export const resumeListResponseSchema = z.object({
  count: z.number().int().nonnegative(),
  results: z.array(resumeListItemSchema),
});
export type ResumeListResponse = z.infer<typeof resumeListResponseSchema>;

const itemBase = {
  id: z.uuid(),
  version: z.number().int().positive(),
  parse_meta: parseMetaSchema,
  /** Order within the resume (the editor reorders); absent in copies cached before. */
  position: z.number().int().min(0).optional(),
};

/**
 * Dates keep their precision (`YYYY`, `YYYY-MM`, `YYYY-MM-DD`), or are "present" (end) or empty.
 * Read as plain strings: copies cached before issue 24 hold padded `YYYY-MM-DD` dates.
 */
export const employmentItemSchema = z.object({
  ...itemBase,
  company_name: z.string(),
  title: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  description: z.string(),
  location: z.string(),
});
export type EmploymentItem = z.infer<typeof employmentItemSchema>;

export const educationItemSchema = z.object({
  ...itemBase,
  school_name: z.string(),
  degree: z.string(),
  field_of_study: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  description: z.string(),
});
export type EducationItem = z.infer<typeof educationItemSchema>;

export const skillItemSchema = z.object({
  ...itemBase,
  skill_name: z.string(),
  skill_level: skillLevelSchema.nullable(),
  skill_description: z.string(),
});
export type SkillItem = z.infer<typeof skillItemSchema>;

/**
 * A project (issue 32): personal, course or capstone work. `description` is bullet text like a
 * job's; `keywords` the technologies, comma-separated as the learner writes them.
 */
export const projectItemSchema = z.object({
  ...itemBase,
  project_name: z.string(),
  description: z.string(),
  url: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  keywords: z.string(),
});
export type ProjectItem = z.infer<typeof projectItemSchema>;

/** A certification (issue 32); `url` is where anyone can check it (e.g. Nyra's `/verify/{id}`). */
export const certificationItemSchema = z.object({
  ...itemBase,
  certification_name: z.string(),
  issuer: z.string(),
  issue_date: z.string(),
  url: z.string(),
  credential_id: z.string(),
});
export type CertificationItem = z.infer<typeof certificationItemSchema>;

export const resumeDetailsSchema = z.object({
  resume_id: z.uuid(),
  resume_name: z.string(),
  learner_name: z.string(),
  learner_email: z.string(),
  learner_phone: z.string(),
  city: z.string(),
  country: z.string(),
  role: z.string(),
  learner_github: z.string(),
  learner_linkedin: z.string(),
  summary: z.string(),
  employment_history: z.array(employmentItemSchema),
  education_history: z.array(educationItemSchema),
  skills: z.array(skillItemSchema),
  /** Issue 32; absent in copies cached before (and so empty). */
  projects: z.array(projectItemSchema).default([]),
  certifications: z.array(certificationItemSchema).default([]),
  status: resumeStatusSchema,
  failure_reason: z.string().nullable(),
  file_name: z.string(),
  version: z.number().int().positive(),
  modified: z.string(),
  parse_meta: parseMetaSchema,
  /**
   * Keys of the parsed fields the learner confirmed or fixed, space-separated (see src/features/resumes/logic/
   * checked-field-key.ts); absent in copies cached before issue 25.
   */
  checked_fields: z.string().default(''),
  /** The export template and paper kept with the résumé (issue 31); absent in older copies. */
  template: resumeTemplateSchema.catch('classic'),
  paper: paperSizeSchema.catch('A4'),
});
export type ResumeDetails = z.infer<typeof resumeDetailsSchema>;
