/**
 * What a resume export carries: the fields a reader sees on the page, without ids,
 * versions or parse metadata. The PDF layout, the JSON Resume mapping and the public share
 * response all use this shape, so a share link can never leak more than the page shows.
 */
import { z } from 'zod';
import {
  RESUME_DATE_MAX_CHARS,
  RESUME_LONG_MAX_CHARS,
  RESUME_MAX_ITEMS,
  RESUME_SHORT_MAX_CHARS,
} from '../resume-limits.ts';
import { skillLevelSchema } from '../resume-schema.ts';

export const RESUME_TEMPLATES = ['classic', 'modern', 'minimal', 'executive'] as const;
export const resumeTemplateSchema = z.enum(RESUME_TEMPLATES);
export type ResumeTemplate = z.infer<typeof resumeTemplateSchema>;

export const PAPER_SIZES = ['A4', 'LETTER'] as const;
export const paperSizeSchema = z.enum(PAPER_SIZES);
export type PaperSize = z.infer<typeof paperSizeSchema>;

// The editor's limits (resume-limits.ts): whatever it saved must export and show on the share page.
const short = z.string().max(RESUME_SHORT_MAX_CHARS);
const long = z.string().max(RESUME_LONG_MAX_CHARS);
const date = z.string().max(RESUME_DATE_MAX_CHARS);

export const resumeContentSchema = z.object({
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
  employment_history: z
    .array(
      z.object({
        company_name: short,
        title: short,
        start_date: date,
        end_date: date,
        description: long,
        location: short,
      }),
    )
    .max(RESUME_MAX_ITEMS.employment),
  education_history: z
    .array(
      z.object({
        school_name: short,
        degree: short,
        field_of_study: short,
        start_date: date,
        end_date: date,
        description: long,
      }),
    )
    .max(RESUME_MAX_ITEMS.education),
  skills: z
    .array(
      z.object({
        skill_name: short,
        skill_level: skillLevelSchema.nullable(),
        skill_description: long,
      }),
    )
    .max(RESUME_MAX_ITEMS.skill),
});
export type ResumeContent = z.infer<typeof resumeContentSchema>;

/** Copies only the exported fields (drops ids, versions, parse metadata, status). */
export function toResumeContent(details: ResumeContent): ResumeContent {
  return {
    resume_name: details.resume_name,
    learner_name: details.learner_name,
    learner_email: details.learner_email,
    learner_phone: details.learner_phone,
    city: details.city,
    country: details.country,
    role: details.role,
    learner_github: details.learner_github,
    learner_linkedin: details.learner_linkedin,
    summary: details.summary,
    employment_history: details.employment_history.map((job) => ({
      company_name: job.company_name,
      title: job.title,
      start_date: job.start_date,
      end_date: job.end_date,
      description: job.description,
      location: job.location,
    })),
    education_history: details.education_history.map((school) => ({
      school_name: school.school_name,
      degree: school.degree,
      field_of_study: school.field_of_study,
      start_date: school.start_date,
      end_date: school.end_date,
      description: school.description,
    })),
    skills: details.skills.map((skill) => ({
      skill_name: skill.skill_name,
      skill_level: skill.skill_level,
      skill_description: skill.skill_description,
    })),
  };
}
