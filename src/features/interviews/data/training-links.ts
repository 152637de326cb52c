/** Where a rubric criterion's training lives in the app: its lessons and practice problems. */
import type { RubricCriterion } from '../../../../common/interviews/interview-content-schema.ts';
import { APP_ROUTES } from '../../../../common/routes.ts';

export interface TrainingLink {
  href: string;
  label: string;
}

function titleOf(id: string): string {
  const words = id.replace(/^(de|ai)-/, '').replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function trainingLinks(criterion: RubricCriterion): TrainingLink[] {
  return [
    ...criterion.lessonIds.map((id) => ({
      href: `${APP_ROUTES.lessons}?lesson=${encodeURIComponent(id)}`,
      label: `Lesson: ${titleOf(id)}`,
    })),
    ...criterion.problemIds.map((id) => ({
      href: `${APP_ROUTES.playground}?problem=${encodeURIComponent(id)}`,
      label: `Practice: ${titleOf(id)}`,
    })),
  ];
}
