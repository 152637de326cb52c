/**
 * What a resume export carries: the fields a reader sees on the page, without ids,
 * versions or parse metadata. The PDF layout, the JSON Resume mapping and the public share
 * response all use this shape, so a share link can never leak more than the page shows.
 */
import { z } from 'zod';
import { skillLevelSchema } from '../resume-schema.ts';

export const RESUME_TEMPLATES = ['classic', 'modern', 'minimal', 'executive'] as const;
export const resumeTemplateSchema = z.enum(RESUME_TEMPLATES);
export type ResumeTemplate = z.infer<typeof resumeTemplateSchema>;

export const PAPER_SIZES = ['A4', 'LETTER'] as const;
export const paperSizeSchema = z.enum(PAPER_SIZES);
export type PaperSize = z.infer<typeof paperSizeSchema>;

const text = (max: number) => z.string().max(max);

export const resumeContentSchema = z.object({
  resume_name: text(200),
  learner_name: text(200),
  learner_email: text(320),
  learner_phone: text(60),
  city: text(120),
  country: text(120),
  role: text(200),
  learner_github: text(500),
  learner_linkedin: text(500),
  summary: text(10_000),
  employment_history: z
    .array(
      z.object({
        company_name: text(200),
        title: text(200),
        start_date: text(20),
        end_date: text(20),
        description: text(10_000),
        location: text(200),
      }),
    )
    .max(100),
  education_history: z
    .array(
      z.object({
        school_name: text(200),
        degree: text(200),
        field_of_study: text(200),
        start_date: text(20),
        end_date: text(20),
        description: text(10_000),
      }),
    )
    .max(50),
  skills: z
    .array(
      z.object({
        skill_name: text(120),
        skill_level: skillLevelSchema.nullable(),
        skill_description: text(2_000),
      }),
    )
    .max(200),
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
