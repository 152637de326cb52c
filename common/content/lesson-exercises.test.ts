/**
 * Proves every graded exercise in the curriculum grades the way its author meant, in the real
 * engines (sql.js and Pyodide in Node, the graders the browser's workers use): the reference
 * passes every test of the built exercise, and the starter and every planted wrong solution fail
 * at least one hidden test. Also the content bar: an exercise in every Data Engineering module,
 * 3+ hidden tests and 2+ wrong solutions each, and no solution in what the browser fetches.
 * Built files come from vitest's global setup (scripts/content/build-problems.mjs).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadPyodide } from 'pyodide';
import initSqlJs from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { runPythonTests, type PythonRuntime } from '../practice/python/run-python-tests.ts';
import type { RunResult } from '../practice/run-result-schema.ts';
import { runSqlTests } from '../practice/sql/run-sql-tests.ts';
import type { SqlRuntime } from '../practice/sql/sql-runtime.ts';
import { lessonExercisePath } from './lesson-exercise-paths.ts';
import {
  builtExerciseSchema,
  EXERCISE_MIN_HIDDEN_TESTS,
  EXERCISE_MIN_WRONG_SOLUTIONS,
  type BuiltExercise,
} from './lesson-exercise-schema.ts';
import { loadCurriculum } from './load-curriculum.ts';
import { toGradingProblem } from './to-grading-problem.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const COURSES_DIR = path.join(ROOT, 'content/courses');
const PYODIDE_LOAD_TIMEOUT_MS = 120_000;

const files = readdirSync(COURSES_DIR, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
  .map((entry) => {
    const full = path.join(entry.parentPath, entry.name);
    return {
      path: path.relative(COURSES_DIR, full).split(path.sep).join('/'),
      text: readFileSync(full, 'utf8'),
    };
  });
const courses = loadCurriculum(files);
const lessons = courses.flatMap((course) => course.modules).flatMap((module) => module.lessons);
const exercises = lessons.flatMap((lesson) =>
  lesson.exercises.map((exercise) => ({ exercise, lessonId: lesson.id })),
);

function builtOf(id: string): BuiltExercise {
  const text = readFileSync(path.join(ROOT, 'public', lessonExercisePath(id)), 'utf8');
  return builtExerciseSchema.parse(JSON.parse(text));
}

let sql: SqlRuntime;
let python: PythonRuntime;

beforeAll(async () => {
  sql = (await initSqlJs()) as unknown as SqlRuntime;
  python = await loadPyodide();
}, PYODIDE_LOAD_TIMEOUT_MS);

function check(built: BuiltExercise, code: string): RunResult {
  const problem = toGradingProblem(built);
  return problem.language === 'sql'
    ? runSqlTests(sql, { problem, code, mode: 'submit' })
    : runPythonTests(python, { problem, code, mode: 'submit' });
}

function failures(result: RunResult): string {
  return result.tests
    .filter((test) => test.status !== 'passed')
    .map((test) => `#${test.index} ${test.input}: ${test.message ?? ''} ${test.error ?? ''}`)
    .join('\n');
}

describe('lesson exercises', () => {
  it('has an exercise in every Data Engineering module, each with enough tests and mistakes', () => {
    const dataEngineering = courses.find((course) => course.id === 'data-engineering');
    expect(dataEngineering?.modules.length).toBe(7);
    for (const module of dataEngineering?.modules ?? []) {
      const count = module.lessons.reduce((sum, lesson) => sum + lesson.exercises.length, 0);
      expect(count, module.id).toBeGreaterThanOrEqual(1);
    }
    for (const { exercise } of exercises) {
      expect(exercise.tests.length, exercise.id).toBeGreaterThanOrEqual(EXERCISE_MIN_HIDDEN_TESTS);
      expect(exercise.wrongSolutions.length, exercise.id).toBeGreaterThanOrEqual(
        EXERCISE_MIN_WRONG_SOLUTIONS,
      );
    }
  });

  it('ships no solution to the browser: not in the built file, not in the lesson paragraphs', () => {
    for (const { exercise, lessonId } of exercises) {
      const text = readFileSync(path.join(ROOT, 'public', lessonExercisePath(exercise.id)), 'utf8');
      const lesson = lessons.find((candidate) => candidate.id === lessonId);
      const served = JSON.stringify(lesson?.paragraphs);
      for (const code of [exercise.solution, ...exercise.wrongSolutions.map((w) => w.code)]) {
        expect(text, exercise.id).not.toContain(code);
        expect(served, exercise.id).not.toContain(code);
      }
      expect(builtOf(exercise.id).lessonId).toBe(lessonId);
    }
  });

  it.each(exercises.map(({ exercise }) => [exercise.id, exercise] as const))(
    '%s: the reference passes, the starter and every wrong solution fail a hidden test',
    (_id, exercise) => {
      const built = builtOf(exercise.id);
      const reference = check(built, exercise.solution);
      expect(failures(reference), 'reference').toBe('');
      expect(reference.status).toBe('passed');
      for (const wrong of [
        { mistake: 'starter', code: exercise.starterCode },
        ...exercise.wrongSolutions,
      ]) {
        const result = check(built, wrong.code);
        const caught = result.tests.some((test) => test.hidden && test.status !== 'passed');
        expect(caught, `${exercise.id}: "${wrong.mistake}" passes every hidden test`).toBe(true);
      }
    },
  );
});
