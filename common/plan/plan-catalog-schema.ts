/**
 * What the planner knows about the content without loading it (content/plan/catalog.json): each
 * practice problem's title, language, topic and difficulty; each built-in lesson's title; which skills an interview topic tests;
 * and the time each kind of item takes. The problem list is generated from the problem bank
 * and the lesson list from content/courses (`node scripts/content/generate-plan-catalog.mjs`) and a test
 * fails when they differ, so the Plan screen never needs the bank (hundreds of KB) or the course
 * outline to show a link. Lessons take their reading time
 * from the course outline, or `lessonMinutes` before it is cached.
 */
import { z } from 'zod';
import { PRACTICE_LANGUAGES, PROBLEM_DIFFICULTIES } from '../practice/problem-schema.ts';
import { skillIdSchema } from '../skills/skill-schema.ts';

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

export const planCatalogSchema = z.object({
  durations: z.object({
    /** A Submit-ready solution, by difficulty, in minutes. */
    problemMinutes: z.object({
      Easy: z.number().int(),
      Medium: z.number().int(),
      Hard: z.number().int(),
    }),
    /** One mock interview (the shortest session the product offers). */
    interviewMinutes: z.number().int().min(1),
    /** Editing one résumé line. */
    resumeActionMinutes: z.number().int().min(1),
    /** A lesson whose reading time is not known on this device yet. */
    lessonMinutes: z.number().int().min(1),
  }),
  problems: z.array(
    z.object({
      id: slug,
      title: z.string().min(1),
      language: z.enum(PRACTICE_LANGUAGES),
      topic: z.string().min(1),
      difficulty: z.enum(PROBLEM_DIFFICULTIES),
    }),
  ),
  /** Every built-in lesson, in course order: what a skill's learning link shows. */
  lessons: z.array(z.object({ id: slug, title: z.string().min(1) })),
  interviewTopics: z.array(
    z.object({
      id: slug,
      title: z.string().min(1),
      /** Skills a scored session on this topic is evidence for. */
      skills: z.array(skillIdSchema).min(1),
    }),
  ),
});
export type PlanCatalog = z.infer<typeof planCatalogSchema>;
export type CatalogProblem = PlanCatalog['problems'][number];
