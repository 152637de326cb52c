/** Where a rubric criterion's training lives in the app: its lessons and practice problems. */
import type { RubricCriterion } from '@/common/interviews/interview-content-schema.ts';
import { PLAN_CATALOG } from '@/common/plan/plan-catalog.ts';
import { APP_ROUTES } from '@/common/routes.ts';

export interface TrainingLink {
  href: string;
  label: string;
}

// Titles from the plan catalog (generated from the course files and the problem bank), so a link
// names what it opens without loading the bank or the course outline.
const lessonTitles = new Map(PLAN_CATALOG.lessons.map(({ id, title }) => [id, title]));
const problemTitles = new Map(PLAN_CATALOG.problems.map(({ id, title }) => [id, title]));

export function trainingLinks(criterion: RubricCriterion): TrainingLink[] {
  return [
    ...criterion.lessonIds.map((id) => ({
      href: `${APP_ROUTES.lessons}?lesson=${encodeURIComponent(id)}`,
      label: `Lesson: ${lessonTitles.get(id) ?? id}`,
    })),
    // A practice link names the problem it opens, as the problem list does.
    ...criterion.problemIds.map((id) => ({
      href: `${APP_ROUTES.playground}?problem=${encodeURIComponent(id)}`,
      label: `Practice: ${problemTitles.get(id) ?? id}`,
    })),
  ];
}
