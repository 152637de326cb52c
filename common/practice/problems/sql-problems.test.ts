/**
 * Proves the SQL hidden tests catch wrong answers, in the real engine (sql.js in Node, the same
 * grader the browser worker uses): every reference solution passes every data set, and every
 * shipped wrong solution fails at least one hidden data set. Also holds the problem bank's
 * content bar (count, hidden data sets, wrong solutions, hints) and that every problem folder
 * under content/problems/sql/ is in the bank. Problems marked for PostgreSQL only are graded in
 * postgres-problems.test.ts (PGlite), like every other problem. The wrong solutions are read from the content files
 * (problem-bank.ts); they never reach the browser.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import initSqlJs from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  MIN_SQL_HIDDEN_TESTS,
  MIN_SQL_WRONG_SOLUTIONS,
  PROBLEM_DIFFICULTIES,
  type SqlProblem,
} from '../problem-schema.ts';
import { PROBLEM_CONTENT_DIR, problemBank } from '../problem-bank.ts';
import type { RunResult } from '../run-result-schema.ts';
import { runSqlTests } from '../sql/run-sql-tests.ts';
import type { SqlRuntime } from '../sql/sql-runtime.ts';

const MIN_SQL_PROBLEMS = 60;

const problems: SqlProblem[] = problemBank.filter(
  (problem): problem is SqlProblem => problem.language === 'sql',
);
let runtime: SqlRuntime;

beforeAll(async () => {
  runtime = (await initSqlJs()) as unknown as SqlRuntime;
});

function failures(result: RunResult): string {
  return result.tests
    .filter((test) => test.status !== 'passed')
    .map((test) => `#${test.index} ${test.input}: ${test.message ?? ''} ${test.error ?? ''}`)
    .join('\n');
}

describe('SQL problems', () => {
  it(`has at least ${MIN_SQL_PROBLEMS} problems of every difficulty, each folder read once`, () => {
    expect(problems.length).toBeGreaterThanOrEqual(MIN_SQL_PROBLEMS);
    for (const difficulty of PROBLEM_DIFFICULTIES) {
      expect(
        problems.filter((problem) => problem.difficulty === difficulty).length,
      ).toBeGreaterThan(5);
    }
    const files = readdirSync(path.join(PROBLEM_CONTENT_DIR, 'sql')).sort();
    expect(problems.map((problem) => problem.id).sort()).toEqual(files);
  });

  it('gives every problem 2–3 hints, 6+ hidden data sets and 3+ wrong solutions', () => {
    for (const problem of problems) {
      expect(problem.hints.length, problem.id).toBeGreaterThanOrEqual(2);
      expect(problem.hints.length, problem.id).toBeLessThanOrEqual(3);
      expect(problem.tests.filter((test) => test.hidden).length, problem.id).toBeGreaterThanOrEqual(
        MIN_SQL_HIDDEN_TESTS,
      );
      expect(problem.wrongSolutions.length, problem.id).toBeGreaterThanOrEqual(
        MIN_SQL_WRONG_SOLUTIONS,
      );
    }
  });

  const inSqlite = problems.filter((problem) => problem.engines.includes('sqlite'));
  describe.each(inSqlite.map((problem) => [problem.id, problem] as const))('%s', (_id, problem) => {
    it('passes every data set with the reference solution', () => {
      const result = runSqlTests(runtime, { problem, code: problem.solution, mode: 'submit' });
      expect(failures(result)).toBe('');
      expect(result.passed).toBe(problem.tests.length);
    });

    it.each(problem.wrongSolutions.map((wrong) => [wrong.mistake, wrong.code] as const))(
      'catches the wrong solution that %s',
      (_mistake, code) => {
        const result = runSqlTests(runtime, { problem, code, mode: 'submit' });
        const caught = result.tests.filter((test) => test.hidden && test.status !== 'passed');
        expect(caught.length).toBeGreaterThan(0);
      },
    );
  });
});
