/**
 * Every SQL problem in PostgreSQL too (PGlite in Node, the engine the browser's PostgreSQL worker
 * runs): each reference passes every data set and each planted wrong solution fails a hidden one,
 * for every problem graded in PostgreSQL. The expected results of problems that run in both
 * engines come from SQLite (the build), so passing here also proves the two engines agree. One
 * PGlite serves all problems: each data set runs on a fresh schema in a rolled-back transaction.
 */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemBank } from '../problem-bank.ts';
import type { SqlProblem } from '../problem-schema.ts';
import type { RunResult } from '../run-result-schema.ts';
import {
  POSTGRES_PRACTICE_START_PARAMS,
  POSTGRES_TYPE_PARSERS,
  type PostgresRuntime,
} from '../sql/postgres-runtime.ts';
import { runPostgresTests } from '../sql/run-postgres-tests.ts';

/** PostgreSQL-only problems the bank holds at least (DISTINCT ON, FILTER, generate_series…). */
const MIN_POSTGRES_ONLY_PROBLEMS = 3;
/** PGlite's first start in Node unpacks its data directory. */
const START_TIMEOUT_MS = 60_000;

const problems = problemBank.filter(
  (problem): problem is SqlProblem =>
    problem.language === 'sql' && problem.engines.includes('postgres'),
);
let pglite: PGlite;
let runtime: PostgresRuntime;

beforeAll(async () => {
  // As the browser's worker starts it (src/workers/pglite-worker.ts).
  pglite = new PGlite({
    parsers: POSTGRES_TYPE_PARSERS,
    startParams: [...PGlite.defaultStartParams, ...POSTGRES_PRACTICE_START_PARAMS],
  });
  await pglite.waitReady;
  runtime = pglite as unknown as PostgresRuntime;
}, START_TIMEOUT_MS);

afterAll(async () => {
  await pglite.close();
});

function failures(result: RunResult): string {
  return result.tests
    .filter((test) => test.status !== 'passed')
    .map((test) => `#${test.index} ${test.input}: ${test.message ?? ''} ${test.error ?? ''}`)
    .join('\n');
}

describe('SQL problems in PostgreSQL', () => {
  it('runs with the small shared buffer pool Practice starts PostgreSQL with', async () => {
    const [result] = await runtime.exec('SHOW shared_buffers');
    expect(result?.rows).toEqual([{ shared_buffers: '16MB' }]);
  });

  it(`includes at least ${MIN_POSTGRES_ONLY_PROBLEMS} PostgreSQL-only problems`, () => {
    const only = problems.filter((problem) => !problem.engines.includes('sqlite'));
    expect(only.length).toBeGreaterThanOrEqual(MIN_POSTGRES_ONLY_PROBLEMS);
  });

  describe.each(problems.map((problem) => [problem.id, problem] as const))('%s', (_id, problem) => {
    it('passes every data set with the reference solution', async () => {
      const result = await runPostgresTests(runtime, {
        problem,
        code: problem.solution,
        mode: 'submit',
      });
      expect(failures(result)).toBe('');
      expect(result.passed).toBe(problem.tests.length);
    });

    it('fails with the starter code', async () => {
      const result = await runPostgresTests(runtime, {
        problem,
        code: problem.starterCode,
        mode: 'submit',
      });
      expect(result.status).not.toBe('passed');
    });

    it.each(problem.wrongSolutions.map((wrong) => [wrong.mistake, wrong.code] as const))(
      'catches the wrong solution that %s',
      async (_mistake, code) => {
        const result = await runPostgresTests(runtime, { problem, code, mode: 'submit' });
        const caught = result.tests.filter((test) => test.hidden && test.status !== 'passed');
        expect(caught.length).toBeGreaterThan(0);
      },
    );
  });
});

describe('runPostgresTests', () => {
  const basic = problems.find((problem) => problem.id === 'select-engineering-employees');

  it('gives every run a fresh database', async () => {
    if (!basic) throw new Error('select-engineering-employees is missing');
    await runPostgresTests(runtime, {
      problem: basic,
      code: 'DELETE FROM employees; DROP TABLE employees; SELECT 1 AS x',
      mode: 'run',
    });
    const result = await runPostgresTests(runtime, {
      problem: basic,
      code: basic.solution,
      mode: 'submit',
    });
    expect(result.status).toBe('passed');
  });

  it('reports a database error', async () => {
    if (!basic) throw new Error('select-engineering-employees is missing');
    const result = await runPostgresTests(runtime, {
      problem: basic,
      code: 'SELECT nme FROM employees',
      mode: 'run',
    });
    expect(result.status).toBe('error');
    expect(result.tests[0]?.error).toContain('column "nme" does not exist');
  });
});
