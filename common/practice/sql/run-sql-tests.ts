/**
 * Grades a SQL query against a problem's data sets with sql.js. Each test starts from a fresh
 * database opened from a snapshot (schema + that test's data), so a learner's DELETE or DROP can
 * never leak into the next run. Used by the SQL worker and by the Node test of the problem bank.
 */
import type { SqlProblem, SqlResultSet, SqlValue } from '../problem-schema.ts';
import { SQL_READ_ROW_LIMIT } from '../practice-limits.ts';
import type { RunMode, RunResult, TestOutcome } from '../run-result-schema.ts';
import { selectTestIndexes } from '../select-test-indexes.ts';
import { summarizeRun } from '../summarize-run.ts';
import { gradeSqlTest } from './grade-sql-test.ts';
import type { SqlCell, SqlDatabase, SqlRuntime } from './sql-runtime.ts';

const snapshotsByRuntime = new WeakMap<SqlRuntime, Map<string, Uint8Array>>();

/** The schema plus a data set, built once per runtime and reopened from bytes for every run. */
export function openTestDatabase(
  runtime: SqlRuntime,
  problem: SqlProblem,
  testIndex: number | null,
): SqlDatabase {
  let snapshots = snapshotsByRuntime.get(runtime);
  if (!snapshots) {
    snapshots = new Map();
    snapshotsByRuntime.set(runtime, snapshots);
  }
  const seed = testIndex === null ? problem.seed : (problem.tests[testIndex]?.seed ?? problem.seed);
  const key = `${problem.id}\u0000${seed}`;
  let bytes = snapshots.get(key);
  if (!bytes) {
    const builder = new runtime.Database();
    try {
      builder.run(problem.schema);
      if (seed.trim()) builder.run(seed);
      bytes = builder.export();
    } finally {
      builder.close();
    }
    snapshots.set(key, bytes);
  }
  return new runtime.Database(bytes);
}

function toSqlValue(cell: SqlCell): SqlValue {
  if (cell instanceof Uint8Array) {
    return `x'${Array.from(cell, (byte) => byte.toString(16).padStart(2, '0')).join('')}'`;
  }
  return cell;
}

export interface LearnerQueryResult {
  result: SqlResultSet | null;
  /** Rows read (capped at SQL_READ_ROW_LIMIT). */
  rowCount: number;
}

/** Runs every statement; the last one that returns columns is the answer (even with no rows). */
export function runLearnerQuery(db: SqlDatabase, sql: string): LearnerQueryResult {
  let last: SqlResultSet | null = null;
  for (const statement of db.iterateStatements(sql)) {
    try {
      const columns = statement.getColumnNames();
      if (columns.length === 0) {
        while (statement.step()) {
          // Statements without a result (INSERT, CREATE...) run to completion.
        }
        continue;
      }
      const rows: SqlValue[][] = [];
      while (rows.length < SQL_READ_ROW_LIMIT && statement.step()) {
        rows.push(statement.get().map(toSqlValue));
      }
      last = { columns, rows };
    } finally {
      statement.free();
    }
  }
  return { result: last, rowCount: last?.rows.length ?? 0 };
}

export interface SqlRunRequest {
  problem: SqlProblem;
  code: string;
  mode: RunMode;
}

export function runSqlTests(runtime: SqlRuntime, request: SqlRunRequest): RunResult {
  const { problem, code, mode } = request;
  const started = performance.now();
  const tests: TestOutcome[] = selectTestIndexes(problem.tests, mode).map((index) => {
    const db = openTestDatabase(runtime, problem, index);
    const testStarted = performance.now();
    try {
      const { result, rowCount } = runLearnerQuery(db, code);
      return gradeSqlTest(problem, index, {
        result,
        rowCount,
        timeMs: performance.now() - testStarted,
      });
    } catch (error) {
      return gradeSqlTest(problem, index, { error, timeMs: performance.now() - testStarted });
    } finally {
      db.close();
    }
  });
  return summarizeRun({
    mode,
    durationMs: performance.now() - started,
    stdout: '',
    stderr: '',
    tests,
  });
}
