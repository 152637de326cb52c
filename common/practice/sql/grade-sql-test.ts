/**
 * One SQL data set's outcome from what the engine returned: the same grading (order, column
 * names, numeric tolerance) whichever engine ran the query, so SQLite and PostgreSQL differ only
 * in how they execute (run-sql-tests.ts, run-postgres-tests.ts).
 */
import { SQL_DISPLAY_ROW_LIMIT } from '../practice-limits.ts';
import type { SqlProblem, SqlResultSet } from '../problem-schema.ts';
import type { TestOutcome } from '../run-result-schema.ts';
import { gradeSqlResult } from './grade-sql-result.ts';

export function describeRows(count: number): string {
  return count === 1 ? '1 row' : `${count} rows`;
}

function truncate(result: SqlResultSet): SqlResultSet {
  return { columns: result.columns, rows: result.rows.slice(0, SQL_DISPLAY_ROW_LIMIT) };
}

function errorMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.startsWith('Error') ? text : `Error: ${text}`;
}

/** What an engine reports for one data set: the learner's result, or the error it raised. */
export type SqlExecution =
  | { result: SqlResultSet | null; rowCount: number; timeMs: number }
  | { error: unknown; timeMs: number };

export function gradeSqlTest(problem: SqlProblem, index: number, run: SqlExecution): TestOutcome {
  const test = problem.tests[index];
  if (!test) throw new Error(`No test ${index} in ${problem.id}`);
  const base = {
    index,
    hidden: test.hidden,
    input: test.name,
    expected: describeRows(test.expected.rows.length),
    stdout: '',
    stderr: '',
  };
  if ('error' in run) {
    return {
      ...base,
      status: 'error',
      actual: null,
      timeMs: run.timeMs,
      error: errorMessage(run.error),
    };
  }
  const { result, rowCount, timeMs } = run;
  const grade = gradeSqlResult(result, test.expected, {
    orderMatters: problem.orderMatters,
    compareColumnNames: problem.compareColumnNames,
    numericTolerance: problem.numericTolerance,
  });
  return {
    ...base,
    status: grade.mismatch ? 'failed' : 'passed',
    actual: result ? describeRows(rowCount) : null,
    timeMs,
    ...(grade.message ? { message: grade.message } : {}),
    sql: {
      ...(grade.mismatch ? { mismatch: grade.mismatch } : {}),
      actual: result ? truncate(result) : null,
      actualRowCount: rowCount,
      expected: test.expected,
      missingRows: grade.missingRows,
      extraRows: grade.extraRows,
      cellDiff: grade.cellDiff,
    },
  };
}
