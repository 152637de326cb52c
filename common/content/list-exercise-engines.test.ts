import { describe, expect, it } from 'vitest';
import { listExerciseEngines } from './list-exercise-engines.ts';
import type { LessonExerciseIndex } from './lesson-exercise-schema.ts';

const index: LessonExerciseIndex = {
  exercises: [
    { id: 'sql-all', language: 'sql', engines: ['duckdb', 'sqlite', 'postgres'] },
    { id: 'sql-lite', language: 'sql', engines: ['sqlite'] },
    { id: 'sql-duck', language: 'sql', engines: ['sqlite', 'duckdb'] },
    { id: 'py', language: 'python' },
  ],
};

describe('listExerciseEngines', () => {
  it('takes every SQL engine an exercise lists, and Python for a Python exercise', () => {
    expect(listExerciseEngines(['py', 'sql-all'], index)).toEqual([
      'sqlite',
      'postgres',
      'duckdb',
      'python',
    ]);
  });

  it('takes only what the given exercises need', () => {
    expect(listExerciseEngines(['sql-lite'], index)).toEqual(['sqlite']);
    expect(listExerciseEngines(['sql-duck', 'sql-lite'], index)).toEqual(['sqlite', 'duckdb']);
    expect(listExerciseEngines(['py'], index)).toEqual(['python']);
  });

  it('needs nothing for no exercises or ones the index does not know', () => {
    expect(listExerciseEngines([], index)).toEqual([]);
    expect(listExerciseEngines(['gone'], index)).toEqual([]);
  });
});
