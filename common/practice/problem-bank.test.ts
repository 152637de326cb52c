/**
 * The whole problem bank, graded for real in Node with the same grader the browser workers use:
 * every reference solution passes all of its tests, and every starter fails them (a starter that
 * passes would make the problem pointless; a reference that fails would make it unsolvable).
 */
import { loadPyodide } from 'pyodide';
import initSqlJs from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { problemBank } from './problem-bank.ts';
import { MIN_HIDDEN_TESTS } from './problem-schema.ts';
import { runPythonTests, type PythonRuntime } from './python/run-python-tests.ts';
import type { RunResult } from './run-result-schema.ts';
import { runSqlTests } from './sql/run-sql-tests.ts';
import type { SqlRuntime } from './sql/sql-runtime.ts';

const PYODIDE_LOAD_TIMEOUT_MS = 120_000;

let python: PythonRuntime;
let sql: SqlRuntime;

beforeAll(async () => {
  const [pyodide, sqlJs] = await Promise.all([loadPyodide(), initSqlJs()]);
  python = pyodide;
  sql = sqlJs as unknown as SqlRuntime;
}, PYODIDE_LOAD_TIMEOUT_MS);

function failures(result: RunResult): string {
  return result.tests
    .filter((test) => test.status !== 'passed')
    .map(
      (test) =>
        `#${test.index} ${test.status}: ${test.input} → expected ${test.expected}, got ${test.actual} ${test.message ?? ''} ${test.error ?? ''}`,
    )
    .join('\n');
}

function grade(problem: (typeof problemBank)[number], code: string): RunResult {
  return problem.language === 'python'
    ? runPythonTests(python, { problem, code, mode: 'submit' })
    : runSqlTests(sql, { problem, code, mode: 'submit' });
}

describe('problem bank', () => {
  it('has unique ids and at least 36 problems across both languages', () => {
    const ids = problemBank.map((problem) => problem.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(problemBank.length).toBeGreaterThanOrEqual(36);
    expect(
      problemBank.filter((problem) => problem.language === 'sql').length,
    ).toBeGreaterThanOrEqual(15);
  });

  it('gives every problem hidden tests, hints and a reference solution', () => {
    for (const problem of problemBank) {
      expect(problem.tests.filter((test) => test.hidden).length, problem.id).toBeGreaterThanOrEqual(
        MIN_HIDDEN_TESTS,
      );
      expect(problem.hints.length, problem.id).toBeGreaterThan(0);
      expect(problem.solution.trim(), problem.id).not.toBe(problem.starterCode.trim());
    }
  });

  // PostgreSQL-only problems are graded in PGlite (problems/postgres-problems.test.ts).
  const inSqlJsOrPyodide = problemBank.filter(
    (problem) => problem.language === 'python' || problem.engines.includes('sqlite'),
  );
  describe.each(inSqlJsOrPyodide.map((problem) => [problem.id, problem] as const))(
    '%s',
    (_id, problem) => {
      it('passes every test with the reference solution', () => {
        const result = grade(problem, problem.solution);
        expect(failures(result)).toBe('');
        expect(result.status).toBe('passed');
        expect(result.total).toBe(problem.tests.length);
      });

      it('fails with the starter code', () => {
        const result = grade(problem, problem.starterCode);
        expect(result.status).not.toBe('passed');
        expect(result.passed).toBeLessThan(result.total);
      });
    },
  );
});
