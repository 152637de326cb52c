/**
 * An authored lesson exercise as the draft the practice build grades
 * (scripts/content/build-problems.mjs computes each test's expected result by running `solution`):
 * the SQL example data (`seed`) becomes the one visible data set and the hidden data sets follow;
 * Python example calls are visible and the rest hidden.
 */
import type { LessonExercise } from './lesson-exercise-schema.ts';

export function exerciseGradingDraft(exercise: LessonExercise): Record<string, unknown> {
  if (exercise.language === 'sql') {
    return {
      ...exercise,
      tests: [
        { name: 'Example data', hidden: false },
        ...exercise.tests.map((test) => ({ name: test.name, seed: test.seed, hidden: true })),
      ],
    };
  }
  return {
    ...exercise,
    params: exercise.params.map((name) => ({ name, kind: 'value' })),
    returns: 'value',
    tests: [
      ...exercise.examples.map((args) => ({ args, hidden: false })),
      ...exercise.tests.map((args) => ({ args, hidden: true })),
    ],
  };
}
