/**
 * The résumé, defined once (docs/product.md#validation): its fields, each with its limit, and how
 * many items of each kind one résumé holds. Every other shape is derived from these with
 * `.pick` / `.omit` / `.partial` / `.extend`: the editor's payloads and the update routes
 * (resume-edit-schema.ts), the export, share page and JSON Resume import
 * (export/resume-content-schema.ts), and what an upload's parse is fitted into
 * (parse/fit-parsed-resume.ts). So a value the editor saves always exports, shows on a share
 * page and imports back; resume-editor-values-round-trip.test.ts checks it.
 * Lengths are counted as zod counts them: UTF-16 code units ("characters" below).
 */
import { z } from 'zod';
import { resumeDateSchema } from './dates/resume-date-schema.ts';
import { skillLevelSchema } from './resume-schema.ts';
import { paperSizeSchema, resumeTemplateSchema } from './resume-template-schema.ts';

/** Longest single-line field: a name, e-mail, phone, place, title, link (characters). */
export const RESUME_SHORT_MAX_CHARS = 500;
/** Longest summary or description (characters). */
export const RESUME_LONG_MAX_CHARS = 20_000;
/**
 * The résumé's checked fields (keys joined by spaces, see src/features/resumes/logic/checked-field-key.ts): one key
 * is at most a UUID, a dot and a field name (~60 characters), so this holds every field of
 * a full résumé (characters).
 */
export const RESUME_CHECKED_FIELDS_MAX_CHARS = 60_000;
/** A date field's value: `YYYY-MM-DD`, "present" or empty (characters). */
export const RESUME_DATE_MAX_CHARS = 20;

export const RESUME_ITEM_KINDS = [
  'employment',
  'education',
  'skill',
  'project',
  'certification',
] as const;
export type ResumeItemKind = (typeof RESUME_ITEM_KINDS)[number];

/** Most items of each kind one résumé holds (items; the editor and the sync endpoint refuse more). */
export const RESUME_MAX_ITEMS = {
  employment: 100,
  education: 50,
  skill: 200,
  project: 50,
  certification: 50,
} as const satisfies Record<ResumeItemKind, number>;

const short = z.string().max(RESUME_SHORT_MAX_CHARS);
const long = z.string().max(RESUME_LONG_MAX_CHARS);
/** A date with the precision the résumé gave (`YYYY`, `YYYY-MM`, `YYYY-MM-DD`), "present" or empty. */
const date = resumeDateSchema;

/** The résumé's own fields as the editor writes them. */
export const RESUME_FIELDS = {
  resume_name: short,
  learner_name: short,
  learner_email: short,
  learner_phone: short,
  city: short,
  country: short,
  role: short,
  learner_github: short,
  learner_linkedin: short,
  summary: long,
  /**
   * Parsed fields the learner has confirmed or fixed (issue 25 "Check N fields"): a written
   * field like the others, so it syncs, merges and survives reload through the same engine.
   */
  checked_fields: z.string().max(RESUME_CHECKED_FIELDS_MAX_CHARS),
  /** The export look (issue 31): chosen in the gallery, kept and synced like any field. */
  template: resumeTemplateSchema,
  paper: paperSizeSchema,
};
export type ResumeField = keyof typeof RESUME_FIELDS;

/** Each item kind's fields as the editor writes them. */
export const ITEM_FIELDS = {
  employment: {
    company_name: short,
    title: short,
    start_date: date,
    end_date: date,
    description: long,
    location: short,
  },
  education: {
    school_name: short,
    degree: short,
    field_of_study: short,
    start_date: date,
    end_date: date,
    description: long,
  },
  skill: {
    skill_name: short,
    skill_level: skillLevelSchema.nullable(),
    skill_description: long,
  },
  project: {
    project_name: short,
    description: long,
    url: short,
    start_date: date,
    end_date: date,
    /** Technologies, comma-separated. */
    keywords: short,
  },
  certification: {
    certification_name: short,
    issuer: short,
    issue_date: date,
    url: short,
    credential_id: short,
  },
} as const satisfies Record<ResumeItemKind, z.ZodRawShape>;
