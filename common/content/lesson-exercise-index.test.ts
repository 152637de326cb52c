/**
 * The built exercise index (LESSON_EXERCISE_INDEX_PATH, scripts/content/build-problems.mjs) names
 * every exercise of the curriculum with its language and, for SQL, the engines its block lists:
 * a course download stores those engines from it. Built files come from vitest's global setup.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LESSON_EXERCISE_INDEX_PATH } from './lesson-exercise-paths.ts';
import { lessonExerciseIndexSchema } from './lesson-exercise-schema.ts';
import { listExerciseEngines } from './list-exercise-engines.ts';
import { loadCurriculum } from './load-curriculum.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const COURSES_DIR = path.join(ROOT, 'content/courses');

const courses = loadCurriculum(
  readdirSync(COURSES_DIR, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => {
      const full = path.join(entry.parentPath, entry.name);
      return {
        path: path.relative(COURSES_DIR, full).split(path.sep).join('/'),
        text: readFileSync(full, 'utf8'),
      };
    }),
);
const exercises = courses
  .flatMap((course) => course.modules)
  .flatMap((module) => module.lessons)
  .flatMap((lesson) => lesson.exercises);

const index = lessonExerciseIndexSchema.parse(
  JSON.parse(readFileSync(path.join(ROOT, 'public', LESSON_EXERCISE_INDEX_PATH), 'utf8')),
);

describe('the built lesson exercise index', () => {
  it('lists every exercise with its language and SQL engines', () => {
    expect(index.exercises).toHaveLength(exercises.length);
    for (const exercise of exercises) {
      const entry = index.exercises.find((candidate) => candidate.id === exercise.id);
      expect(entry?.language, exercise.id).toBe(exercise.language);
      if (exercise.language === 'sql' && entry?.language === 'sql') {
        expect(entry.engines, exercise.id).toEqual(exercise.engines);
      }
    }
  });

  it('gives the Data Engineering course every engine its exercises name', () => {
    const dataEngineering = courses.find((course) => course.id === 'data-engineering');
    const ids = (dataEngineering?.modules ?? [])
      .flatMap((module) => module.lessons)
      .flatMap((lesson) => lesson.exercises.map((exercise) => exercise.id));
    // Its SQL exercises list PostgreSQL and DuckDB, and two exercises are in Python.
    expect(listExerciseEngines(ids, index)).toEqual(['sqlite', 'postgres', 'duckdb', 'python']);
  });
});
