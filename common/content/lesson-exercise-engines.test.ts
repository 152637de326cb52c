/**
 * Every SQL lesson exercise in each extra engine it lists, as practice proves its problems
 * (common/practice/problems/postgres-problems.test.ts, duckdb-problems.test.ts): PGlite and
 * duckdb-wasm in Node, the engines and grading code the browser's workers run. The built file's
 * expected results come from the build (SQLite when listed, else PGlite), so the reference
 * passing here also proves the engines agree; the starter and every planted wrong solution must
 * still fail a hidden test. Built files come from vitest's global setup.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { createDuckDB, NODE_RUNTIME, VoidLogger } from '@duckdb/duckdb-wasm/blocking';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunResult } from '../practice/run-result-schema.ts';
import type { SqlProblem } from '../practice/problem-schema.ts';
import { configureDuckdb, type DuckdbRuntime } from '../practice/sql/duckdb-runtime.ts';
import { POSTGRES_TYPE_PARSERS, type PostgresRuntime } from '../practice/sql/postgres-runtime.ts';
import { runDuckdbTests } from '../practice/sql/run-duckdb-tests.ts';
import { runPostgresTests } from '../practice/sql/run-postgres-tests.ts';
import { lessonExercisePath } from './lesson-exercise-paths.ts';
import { builtExerciseSchema, type SqlLessonExercise } from './lesson-exercise-schema.ts';
import { loadCurriculum } from './load-curriculum.ts';
import { toGradingProblem } from './to-grading-problem.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const COURSES_DIR = path.join(ROOT, 'content/courses');
/** PGlite unpacking its data directory and DuckDB compiling its wasm on a busy 2-core machine. */
const START_TIMEOUT_MS = 90_000;
const DUCKDB_DIST = path.join(ROOT, 'node_modules/@duckdb/duckdb-wasm/dist');

const files = readdirSync(COURSES_DIR, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
  .map((entry) => {
    const full = path.join(entry.parentPath, entry.name);
    return {
      path: path.relative(COURSES_DIR, full).split(path.sep).join('/'),
      text: readFileSync(full, 'utf8'),
    };
  });
const sqlExercises = loadCurriculum(files)
  .flatMap((course) => course.modules)
  .flatMap((module) => module.lessons)
  .flatMap((lesson) => lesson.exercises)
  .filter((exercise): exercise is SqlLessonExercise => exercise.language === 'sql');

function gradingProblemOf(id: string): SqlProblem {
  const text = readFileSync(path.join(ROOT, 'public', lessonExercisePath(id)), 'utf8');
  const problem = toGradingProblem(builtExerciseSchema.parse(JSON.parse(text)));
  if (problem.language !== 'sql') throw new Error(`${id} is not a SQL exercise`);
  return problem;
}

function failures(result: RunResult): string {
  return result.tests
    .filter((test) => test.status !== 'passed')
    .map((test) => `#${test.index} ${test.input}: ${test.message ?? ''} ${test.error ?? ''}`)
    .join('\n');
}

function caughtByHiddenTest(result: RunResult): boolean {
  return result.tests.some((test) => test.hidden && test.status !== 'passed');
}

function wrongAnswers(exercise: SqlLessonExercise) {
  return [{ mistake: 'starter', code: exercise.starterCode }, ...exercise.wrongSolutions];
}

const inPostgres = sqlExercises.filter((exercise) => exercise.engines.includes('postgres'));
const inDuckdb = sqlExercises.filter((exercise) => exercise.engines.includes('duckdb'));

describe('lesson exercises in PostgreSQL', () => {
  let pglite: PGlite;
  let runtime: PostgresRuntime;

  beforeAll(async () => {
    pglite = new PGlite({ parsers: POSTGRES_TYPE_PARSERS });
    await pglite.waitReady;
    runtime = pglite as unknown as PostgresRuntime;
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    await pglite.close();
  });

  it('has a Data Engineering exercise that runs in PostgreSQL', () => {
    expect(inPostgres.length).toBeGreaterThan(0);
  });

  it.each(inPostgres.map((exercise) => [exercise.id, exercise] as const))(
    '%s: the reference passes, the starter and every wrong solution fail a hidden test',
    async (_id, exercise) => {
      const problem = gradingProblemOf(exercise.id);
      const check = (code: string) => runPostgresTests(runtime, { problem, code, mode: 'submit' });
      const reference = await check(exercise.solution);
      expect(failures(reference), 'reference').toBe('');
      for (const wrong of wrongAnswers(exercise)) {
        expect(caughtByHiddenTest(await check(wrong.code)), wrong.mistake).toBe(true);
      }
    },
  );
});

describe('lesson exercises in DuckDB', () => {
  let connection: ReturnType<Awaited<ReturnType<typeof createDuckDB>>['connect']>;
  let runtime: DuckdbRuntime;

  beforeAll(async () => {
    const db = await createDuckDB(
      {
        mvp: { mainModule: `${DUCKDB_DIST}/duckdb-mvp.wasm`, mainWorker: '' },
        eh: { mainModule: `${DUCKDB_DIST}/duckdb-eh.wasm`, mainWorker: '' },
      },
      new VoidLogger(),
      NODE_RUNTIME,
    );
    await db.instantiate();
    connection = db.connect();
    runtime = connection as unknown as DuckdbRuntime;
    configureDuckdb(runtime);
  }, START_TIMEOUT_MS);

  afterAll(() => {
    connection.close();
  });

  it('marks at least one Data Engineering exercise for DuckDB', () => {
    expect(inDuckdb.length).toBeGreaterThan(0);
  });

  it.each(inDuckdb.map((exercise) => [exercise.id, exercise] as const))(
    '%s: the reference passes, the starter and every wrong solution fail a hidden test',
    (_id, exercise) => {
      const problem = gradingProblemOf(exercise.id);
      const check = (code: string) => runDuckdbTests(runtime, { problem, code, mode: 'submit' });
      expect(failures(check(exercise.solution)), 'reference').toBe('');
      for (const wrong of wrongAnswers(exercise)) {
        expect(caughtByHiddenTest(check(wrong.code)), wrong.mistake).toBe(true);
      }
    },
  );
});
