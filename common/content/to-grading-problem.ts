/**
 * A built lesson exercise as the problem the practice graders take (run-sql-tests.ts,
 * run-python-tests.ts), so lessons grade exactly like practice: same order, column-name and
 * numeric-tolerance rules, same Python comparison. The fields only practice pages show are
 * filled with neutral values; the solution is empty because the browser never has it.
 */
import type { Problem } from '../practice/problem-schema.ts';
import type { BuiltExercise } from './lesson-exercise-schema.ts';

export function toGradingProblem(exercise: BuiltExercise): Problem {
  const shown = {
    id: exercise.id,
    title: exercise.id,
    topic: 'Lesson exercise',
    difficulty: 'Easy' as const,
    description: exercise.prompt,
    constraints: [],
    hints: [],
    starterCode: exercise.starterCode,
    solution: '',
    wrongSolutions: [],
  };
  if (exercise.language === 'sql') {
    return {
      ...shown,
      language: 'sql',
      schema: exercise.schema,
      seed: exercise.seed,
      orderMatters: exercise.orderMatters,
      compareColumnNames: exercise.compareColumnNames,
      numericTolerance: exercise.numericTolerance,
      // The engines the block lists, proven by lesson-exercise-engines.test.ts.
      engines: exercise.engines,
      tests: exercise.tests,
    };
  }
  return {
    ...shown,
    language: 'python',
    entryPoint: exercise.entryPoint,
    params: exercise.params.map((name) => ({ name, kind: 'value' as const })),
    returns: 'value',
    compare: exercise.compare,
    tests: exercise.tests,
  };
}
