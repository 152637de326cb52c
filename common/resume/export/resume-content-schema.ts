/**
 * What a resume export carries: the fields a reader sees on the page, without ids,
 * versions or parse metadata. The PDF layout, the JSON Resume mapping and the public share
 * response all use this shape, so a share link can never leak more than the page shows.
 */
import { z } from 'zod';
import {
  ITEM_FIELDS,
  RESUME_DATE_MAX_CHARS,
  RESUME_FIELDS,
  RESUME_MAX_ITEMS,
} from '../resume-fields-schema.ts';

/**
 * Dates are read back as stored, only length-limited: the editor writes them in the date grammar
 * (resume-date-schema.ts), and a share page must still open a résumé stored before that grammar.
 */
const storedDate = z.string().max(RESUME_DATE_MAX_CHARS);
const storedDates = { start_date: storedDate, end_date: storedDate };

/**
 * The editor's fields and limits (resume-fields-schema.ts), so whatever the editor saved exports,
 * shows on the share page and imports back; only the checked-fields bookkeeping is left out.
 */
export const resumeContentSchema = z
  .object(RESUME_FIELDS)
  .omit({ checked_fields: true, template: true, paper: true })
  .extend({
    employment_history: z
      .array(z.object(ITEM_FIELDS.employment).extend(storedDates))
      .max(RESUME_MAX_ITEMS.employment),
    education_history: z
      .array(z.object(ITEM_FIELDS.education).extend(storedDates))
      .max(RESUME_MAX_ITEMS.education),
    skills: z.array(z.object(ITEM_FIELDS.skill)).max(RESUME_MAX_ITEMS.skill),
    /** Issue 32; absent in résumés written before (and so empty). */
    projects: z
      .array(z.object(ITEM_FIELDS.project).extend(storedDates))
      .max(RESUME_MAX_ITEMS.project)
      .default([]),
    certifications: z
      .array(z.object(ITEM_FIELDS.certification).extend({ issue_date: storedDate }))
      .max(RESUME_MAX_ITEMS.certification)
      .default([]),
  });
export type ResumeContent = z.infer<typeof resumeContentSchema>;

/** The keys of `shape`, taken from `value` (drops every other key). */
function pickShape<T>(shape: z.ZodRawShape, value: object): T {
  return Object.fromEntries(
    Object.keys(shape).map((key) => [key, (value as Record<string, unknown>)[key]]),
  ) as T;
}

const itemShapes = {
  employment_history: resumeContentSchema.shape.employment_history.element.shape,
  education_history: resumeContentSchema.shape.education_history.element.shape,
  skills: resumeContentSchema.shape.skills.element.shape,
  projects: resumeContentSchema.shape.projects.unwrap().element.shape,
  certifications: resumeContentSchema.shape.certifications.unwrap().element.shape,
};

/** Copies only the exported fields (drops ids, versions, parse metadata, status). */
export function toResumeContent(
  details: Omit<ResumeContent, 'projects' | 'certifications'> &
    Partial<Pick<ResumeContent, 'projects' | 'certifications'>>,
): ResumeContent {
  const content = pickShape<ResumeContent>(resumeContentSchema.shape, details);
  return {
    ...content,
    employment_history: details.employment_history.map((job) =>
      pickShape(itemShapes.employment_history, job),
    ),
    education_history: details.education_history.map((school) =>
      pickShape(itemShapes.education_history, school),
    ),
    skills: details.skills.map((skill) => pickShape(itemShapes.skills, skill)),
    projects: (details.projects ?? []).map((project) => pickShape(itemShapes.projects, project)),
    certifications: (details.certifications ?? []).map((certification) =>
      pickShape(itemShapes.certifications, certification),
    ),
  };
}
