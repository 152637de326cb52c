/**
 * Which built-in lessons and practice problems teach a taxonomy skill, read from
 * content/skills/learning-links.json (ids only; kept apart from the taxonomy because the course
 * and the problem bank grow on their own schedule). Titles come from the plan catalog, which is
 * generated from the course files and the problem bank, so a renamed lesson needs no edit here;
 * an unknown id fails at load and in tests/api/skill-learning-links.test.ts. The role analysis
 * links only a skill's own entry (a wrong link is worse than none); the planner falls back to a
 * category's entry for a skill without one, to fill a week.
 */
import { z } from 'zod';
import data from '@/content/skills/learning-links.json' with { type: 'json' };
import { PLAN_CATALOG } from '../plan/plan-catalog.ts';

const lessonRef = z.object({ id: z.string().min(1), title: z.string().min(1) });
const problemRef = z.object({ id: z.string().min(1), title: z.string().min(1) });
export const learningLinksSchema = z.object({
  lessons: z.array(lessonRef),
  problems: z.array(problemRef),
});
export type LearningLinks = z.infer<typeof learningLinksSchema>;

const idLinksSchema = z.strictObject({
  lessons: z.array(z.string().min(1)).default([]),
  problems: z.array(z.string().min(1)).default([]),
});
/** The content file: links by skill id, and per category for skills without their own. */
export const learningLinksFileSchema = z.strictObject({
  skills: z.record(z.string(), idLinksSchema),
  categories: z.record(z.string(), idLinksSchema),
});

const lessonTitles = new Map(PLAN_CATALOG.lessons.map((lesson) => [lesson.id, lesson.title]));
const problemTitles = new Map(PLAN_CATALOG.problems.map((problem) => [problem.id, problem.title]));

function withTitles(ids: z.infer<typeof idLinksSchema>, key: string): LearningLinks {
  const resolve = (id: string, titles: Map<string, string>, kind: string) => {
    const title = titles.get(id);
    if (!title)
      throw new Error(`content/skills/learning-links.json: ${key} names unknown ${kind} ${id}`);
    return { id, title };
  };
  return {
    lessons: ids.lessons.map((id) => resolve(id, lessonTitles, 'lesson')),
    problems: ids.problems.map((id) => resolve(id, problemTitles, 'problem')),
  };
}

const file = learningLinksFileSchema.parse(data);
const resolveAll = (entries: Record<string, z.infer<typeof idLinksSchema>>) =>
  Object.fromEntries(Object.entries(entries).map(([key, ids]) => [key, withTitles(ids, key)]));

/** Per skill id. */
export const SKILL_LEARNING_LINKS: Readonly<Record<string, LearningLinks>> = resolveAll(
  file.skills,
);

/** Per category, for skills without their own entry. */
export const CATEGORY_LEARNING_LINKS: Readonly<Record<string, LearningLinks>> = resolveAll(
  file.categories,
);

export const LESSON_HREF_PREFIX = '/dashboard/lessons?lesson=';
export const PROBLEM_HREF_PREFIX = '/dashboard/playground?problem=';
