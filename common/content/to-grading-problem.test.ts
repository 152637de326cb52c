/**
 * A built SQL exercise becomes a practice problem graded in the engines the exercise lists; a
 * file built before exercises listed engines (an old offline copy) was proven in SQLite only.
 */
import { describe, expect, it } from 'vitest';
import { builtExerciseSchema } from './lesson-exercise-schema.ts';
import { toGradingProblem } from './to-grading-problem.ts';

const built = {
  id: 'ex-one',
  lessonId: 'l1',
  language: 'sql',
  prompt: 'Return the ids.',
  starterCode: 'SELECT 1;',
  schema: 'CREATE TABLE t (id INTEGER);',
  seed: 'INSERT INTO t VALUES (1);',
  orderMatters: false,
  compareColumnNames: true,
  numericTolerance: 0,
  tests: [{ name: 'Example data', hidden: false, expected: { columns: ['id'], rows: [[1]] } }],
};

describe('toGradingProblem', () => {
  it('grades a SQL exercise in the engines it lists', () => {
    const exercise = builtExerciseSchema.parse({ ...built, engines: ['sqlite', 'duckdb'] });
    expect(toGradingProblem(exercise)).toMatchObject({
      language: 'sql',
      engines: ['sqlite', 'duckdb'],
      solution: '',
    });
  });

  it('reads a file built before exercises listed engines as SQLite only', () => {
    expect(toGradingProblem(builtExerciseSchema.parse(built))).toMatchObject({
      engines: ['sqlite'],
    });
  });
});
