/**
 * Resumes: one row per uploaded file, parsed in the background into the fields of
 * product.md#entities and the employment, education and skill items (and, issue 32, projects and
 * certifications, added by the learner, a JSON Resume import or the parser). Every row has a stable UUID, an
 * owner, a `version` (bumped on every change, for compare-and-set by the sync engine) and
 * `field_versions` (per-field versions, so two devices editing different fields never conflict).
 * `parse_meta` keeps, per parsed field, the parser's confidence and the source text (shown by the
 * editor).
 */
import type { PaperSize, ResumeTemplate } from '@/common/resume/resume-template-schema.ts';
import {
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ParseMeta, ResumeStatus, SkillLevel } from '@/common/resume/resume-schema.ts';
import type { ResumeFileKind } from '@/common/resume/detect-resume-type.ts';
import { users } from './users.ts';

const versioned = {
  version: integer('version').notNull().default(1),
  fieldVersions: jsonb('field_versions').$type<Record<string, number>>().notNull().default({}),
  parseMeta: jsonb('parse_meta').$type<ParseMeta>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const resumes = pgTable(
  'resumes',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<ResumeStatus>().notNull().default('processing'),
    failureReason: text('failure_reason'),
    /**
     * 'json' for a JSON Resume import, 'form' for the upload gate's form (its answers kept as
     * JSON): never parsed, ready at once.
     */
    fileKind: text('file_kind').$type<ResumeFileKind | 'json' | 'form'>().notNull(),
    fileName: text('file_name').notNull(),
    /** Base name of the stored file inside DATA_DIR/uploads/resumes (never a path). */
    storageName: text('storage_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    resumeName: text('resume_name').notNull(),
    learnerName: text('learner_name').notNull().default(''),
    learnerEmail: text('learner_email').notNull().default(''),
    learnerPhone: text('learner_phone').notNull().default(''),
    city: text('city').notNull().default(''),
    country: text('country').notNull().default(''),
    role: text('role').notNull().default(''),
    learnerGithub: text('learner_github').notNull().default(''),
    learnerLinkedin: text('learner_linkedin').notNull().default(''),
    summary: text('summary').notNull().default(''),
    /** Parsed fields the learner confirmed or fixed: keys joined by spaces (issue 25). */
    checkedFields: text('checked_fields').notNull().default(''),
    /** The export look kept with the résumé (issue 31), so every device shows the same one. */
    template: text('template').$type<ResumeTemplate>().notNull().default('classic'),
    paper: text('paper').$type<PaperSize>().notNull().default('A4'),
    parsedAt: timestamp('parsed_at', { withTimezone: true }),
    /**
     * How far the parse job is, 0–1, while it reads a scan with OCR (seconds per page); null when
     * no progress is known (a text PDF is read at once) or the parse ended.
     */
    parseProgress: real('parse_progress'),
    /**
     * The upload's `Idempotency-Key` (the sync engine's outbox row id), unique per owner: the same
     * upload sent again after a lost answer gets this résumé back instead of a second one. Null
     * for uploads without a key and for résumés made any other way.
     */
    uploadKey: uuid('upload_key'),
    ...versioned,
  },
  (table) => [
    index('resumes_user_idx').on(table.userId, table.updatedAt),
    uniqueIndex('resumes_user_upload_key_idx').on(table.userId, table.uploadKey),
  ],
);

const itemOwner = {
  id: uuid('id').primaryKey(),
  resumeId: uuid('resume_id')
    .notNull()
    .references(() => resumes.id, { onDelete: 'cascade' }),
  /** Denormalised owner, so every item route checks ownership with one indexed lookup. */
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Order within the resume (the editor reorders items). */
  position: integer('position').notNull(),
};

export const resumeEmployment = pgTable(
  'resume_employment',
  {
    ...itemOwner,
    companyName: text('company_name').notNull().default(''),
    title: text('title').notNull().default(''),
    startDate: text('start_date').notNull().default(''),
    endDate: text('end_date').notNull().default(''),
    description: text('description').notNull().default(''),
    location: text('location').notNull().default(''),
    ...versioned,
  },
  (table) => [index('resume_employment_resume_idx').on(table.resumeId, table.position)],
);

export const resumeEducation = pgTable(
  'resume_education',
  {
    ...itemOwner,
    schoolName: text('school_name').notNull().default(''),
    degree: text('degree').notNull().default(''),
    fieldOfStudy: text('field_of_study').notNull().default(''),
    startDate: text('start_date').notNull().default(''),
    endDate: text('end_date').notNull().default(''),
    description: text('description').notNull().default(''),
    ...versioned,
  },
  (table) => [index('resume_education_resume_idx').on(table.resumeId, table.position)],
);

export const resumeSkills = pgTable(
  'resume_skills',
  {
    ...itemOwner,
    skillName: text('skill_name').notNull().default(''),
    skillLevel: text('skill_level').$type<SkillLevel>(),
    skillDescription: text('skill_description').notNull().default(''),
    ...versioned,
  },
  (table) => [index('resume_skills_resume_idx').on(table.resumeId, table.position)],
);

/** Projects (issue 32): personal, course or capstone work, `keywords` comma-separated. */
export const resumeProjects = pgTable(
  'resume_projects',
  {
    ...itemOwner,
    projectName: text('project_name').notNull().default(''),
    description: text('description').notNull().default(''),
    url: text('url').notNull().default(''),
    startDate: text('start_date').notNull().default(''),
    endDate: text('end_date').notNull().default(''),
    keywords: text('keywords').notNull().default(''),
    ...versioned,
  },
  (table) => [index('resume_projects_resume_idx').on(table.resumeId, table.position)],
);

/** Certifications (issue 32): `url` is where anyone can check one (a verify page). */
export const resumeCertifications = pgTable(
  'resume_certifications',
  {
    ...itemOwner,
    certificationName: text('certification_name').notNull().default(''),
    issuer: text('issuer').notNull().default(''),
    issueDate: text('issue_date').notNull().default(''),
    url: text('url').notNull().default(''),
    credentialId: text('credential_id').notNull().default(''),
    ...versioned,
  },
  (table) => [index('resume_certifications_resume_idx').on(table.resumeId, table.position)],
);

export type ResumeRow = typeof resumes.$inferSelect;
