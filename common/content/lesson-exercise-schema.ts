/**
 * A graded exercise inside a lesson (issue 30, content/README.md "Exercises in lessons"): written
 * in a lesson's Markdown as an ```exercise block, read by parse-exercise-block.ts and validated
 * here when the curriculum loads, so a broken block stops the build naming its file.
 *
 * Two shapes, one per file stage:
 * - `lessonExerciseSchema`: what the author writes (reference and planted wrong solutions
 *   included). It never leaves the server's loader, the build and the tests.
 * - `builtExerciseSchema`: what the browser fetches (scripts/content/build-lesson-exercises.mjs):
 *   every test with its expected result, computed by running the reference in Node with the
 *   practice graders, and no solution at all.
 */
import { z } from 'zod';
import {
  DEFAULT_SQL_ENGINES,
  DEFAULT_SQL_NUMERIC_TOLERANCE,
  PYTHON_COMPARE_MODES,
  SQL_DIALECTS,
  sqlDialectSchema,
  sqlResultSetSchema,
} from '../practice/problem-schema.ts';
import { contentIdSchema } from './curriculum-content-schema.ts';

/** Hidden tests (SQL data sets or Python calls) every exercise needs, besides its example. */
export const EXERCISE_MIN_HIDDEN_TESTS = 3;
/** Planted wrong solutions every exercise ships; each must fail a hidden test. */
export const EXERCISE_MIN_WRONG_SOLUTIONS = 2;

const PYTHON_IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

const wrongSolutionSchema = z.object({
  mistake: z.string().trim().min(3, 'A wrong solution names its mistake'),
  code: z.string().trim().min(1, 'A wrong solution has code'),
});

const authoredBase = {
  id: contentIdSchema,
  prompt: z.string().trim().min(10, 'The prompt is required'),
  starterCode: z.string().trim().min(1, 'The starter code is required'),
  solution: z.string().trim().min(1, 'The reference solution is required'),
  wrongSolutions: z
    .array(wrongSolutionSchema)
    .min(
      EXERCISE_MIN_WRONG_SOLUTIONS,
      `Needs at least ${EXERCISE_MIN_WRONG_SOLUTIONS} wrong solutions`,
    ),
};

/**
 * The engines a SQL exercise runs and is checked in, as for practice problems: SQLite and
 * PostgreSQL unless the block says otherwise (`engines: sqlite` for SQLite's own functions,
 * `engines: sqlite, postgres, duckdb` once lesson-exercise-engines.test.ts proves it in DuckDB).
 */
const exerciseEnginesSchema = z
  .array(
    z.enum(SQL_DIALECTS, {
      error: (issue) =>
        `Unknown engine ${JSON.stringify(issue.input)}; engines are ${SQL_DIALECTS.join(', ')}`,
    }),
  )
  .min(1, 'List at least one engine')
  .refine((engines) => new Set(engines).size === engines.length, 'Engines are listed once');

const sqlGrading = {
  /** CREATE TABLE statements that load in every engine the exercise lists (like practice). */
  schema: z.string().trim().min(10, 'The schema is required'),
  /** The example data Run uses, shown to the learner; also the one visible test. */
  seed: z.string(),
  orderMatters: z.boolean().default(false),
  compareColumnNames: z.boolean().default(true),
  numericTolerance: z.number().min(0).max(0.01).default(DEFAULT_SQL_NUMERIC_TOLERANCE),
  engines: exerciseEnginesSchema.default([...DEFAULT_SQL_ENGINES]),
};

const pythonGrading = {
  entryPoint: z.string().regex(PYTHON_IDENTIFIER, 'The entry point is a Python function name'),
  params: z.array(z.string().regex(PYTHON_IDENTIFIER, 'Parameters are Python names')).min(1),
  compare: z.enum(PYTHON_COMPARE_MODES).default('exact'),
};

export const sqlExerciseSchema = z.object({
  ...authoredBase,
  language: z.literal('sql'),
  ...sqlGrading,
  /** Hidden data sets: INSERT statements replacing the example data. */
  tests: z
    .array(z.object({ name: z.string().trim().min(3), seed: z.string() }))
    .min(EXERCISE_MIN_HIDDEN_TESTS, `Needs at least ${EXERCISE_MIN_HIDDEN_TESTS} hidden data sets`),
});

export const pythonExerciseSchema = z
  .object({
    ...authoredBase,
    language: z.literal('python'),
    ...pythonGrading,
    /** Visible calls (arguments only), what Run shows. */
    examples: z.array(z.array(z.json())).min(1, 'Needs at least one example call'),
    /** Hidden calls (arguments only); expected values come from the reference. */
    tests: z
      .array(z.array(z.json()))
      .min(EXERCISE_MIN_HIDDEN_TESTS, `Needs at least ${EXERCISE_MIN_HIDDEN_TESTS} hidden tests`),
  })
  .superRefine((exercise, context) => {
    [...exercise.examples, ...exercise.tests].forEach((args, index) => {
      if (args.length !== exercise.params.length) {
        context.addIssue({
          code: 'custom',
          path: ['tests', index],
          message: `Call ${index + 1} has ${args.length} arguments; ${exercise.entryPoint} takes ${exercise.params.length}`,
        });
      }
    });
  });

export const lessonExerciseSchema = z.discriminatedUnion('language', [
  sqlExerciseSchema,
  pythonExerciseSchema,
]);

export type LessonExercise = z.infer<typeof lessonExerciseSchema>;
export type SqlLessonExercise = z.infer<typeof sqlExerciseSchema>;
export type PythonLessonExercise = z.infer<typeof pythonExerciseSchema>;

const builtBase = {
  id: contentIdSchema,
  /** The lesson it sits in. */
  lessonId: contentIdSchema,
  prompt: z.string(),
  starterCode: z.string(),
};

export const builtExerciseSchema = z.discriminatedUnion('language', [
  z.object({
    ...builtBase,
    language: z.literal('sql'),
    schema: z.string(),
    seed: z.string(),
    orderMatters: z.boolean(),
    compareColumnNames: z.boolean(),
    numericTolerance: z.number(),
    // Files built before exercises listed engines were checked in SQLite only (offline caches).
    engines: z.array(sqlDialectSchema).min(1).default(['sqlite']),
    tests: z.array(
      z.object({
        name: z.string(),
        seed: z.string().optional(),
        hidden: z.boolean(),
        expected: sqlResultSetSchema,
      }),
    ),
  }),
  z.object({
    ...builtBase,
    language: z.literal('python'),
    entryPoint: z.string(),
    params: z.array(z.string()),
    compare: z.enum(PYTHON_COMPARE_MODES),
    tests: z.array(z.object({ args: z.array(z.json()), expected: z.json(), hidden: z.boolean() })),
  }),
]);

export type BuiltExercise = z.infer<typeof builtExerciseSchema>;

/**
 * The built exercises' index (LESSON_EXERCISE_INDEX_PATH, written by
 * scripts/content/build-problems.mjs): each exercise's language and the SQL engines it runs in,
 * so a course download knows which engines its exercises need, and their size, before it starts.
 */
export const lessonExerciseIndexSchema = z.object({
  exercises: z.array(
    z.discriminatedUnion('language', [
      z.object({ id: z.string(), language: z.literal('sql'), engines: z.array(sqlDialectSchema) }),
      z.object({ id: z.string(), language: z.literal('python') }),
    ]),
  ),
});

export type LessonExerciseIndex = z.infer<typeof lessonExerciseIndexSchema>;
