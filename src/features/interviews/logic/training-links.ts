/** Where a rubric criterion's training lives in the app: its lessons and practice problems. */
import type { RubricCriterion } from '../../../../common/interviews/interview-content-schema.ts';
import { PRACTICE_PROBLEM_TITLES } from '../../../../common/interviews/practice-problem-titles.ts';
import { APP_ROUTES } from '../../../../common/routes.ts';

export interface TrainingLink {
  href: string;
  label: string;
}

/** Words shown in capitals when a lesson or problem id is turned into a readable name. */
const ACRONYMS = new Set(['sql', 'scd', 'etl', 'elt', 'llm', 'rag', 'oltp', 'olap', 'json', 'csv']);

function titleOf(id: string): string {
  const words = id
    .replace(/^(de|ai)-/, '')
    .split('-')
    .map((word) => (ACRONYMS.has(word) ? word.toUpperCase() : word));
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function trainingLinks(criterion: RubricCriterion): TrainingLink[] {
  return [
    ...criterion.lessonIds.map((id) => ({
      href: `${APP_ROUTES.lessons}?lesson=${encodeURIComponent(id)}`,
      label: `Lesson: ${titleOf(id)}`,
    })),
    // A practice link names the problem it opens, as the problem list does.
    ...criterion.problemIds.map((id) => ({
      href: `${APP_ROUTES.playground}?problem=${encodeURIComponent(id)}`,
      label: `Practice: ${PRACTICE_PROBLEM_TITLES[id] ?? titleOf(id)}`,
    })),
  ];
}
