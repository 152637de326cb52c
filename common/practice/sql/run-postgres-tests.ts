/**
 * Grades a SQL query against a problem's data sets in PostgreSQL (PGlite). Each data set runs in
 * a transaction on a fresh schema (setup SQL, then the learner's query) that is rolled back, so
 * a learner's DELETE or DROP never reaches the next run and one PGlite serves every problem.
 * Grading itself is shared with SQLite (grade-sql-test.ts). PGlite ignores statement_timeout (no
 * timers inside wasm), so the time limit is the client's: it replaces the worker, as for SQLite.
 */
import { SQL_READ_ROW_LIMIT } from '../practice-limits.ts';
import type { SqlProblem, SqlResultSet, SqlValue } from '../problem-schema.ts';
import type { RunResult, TestOutcome } from '../run-result-schema.ts';
import { selectTestIndexes } from '../select-test-indexes.ts';
import { summarizeRun } from '../summarize-run.ts';
import { gradeSqlTest } from './grade-sql-test.ts';
import type { PostgresResults, PostgresRuntime } from './postgres-runtime.ts';
import type { LearnerQueryResult, SqlRunRequest } from './run-sql-tests.ts';
import { sqlSetupFor } from './sql-setup-for.ts';

/** The schema every practice run happens in (dropped and created again each time). */
export const PRACTICE_SCHEMA = 'practice';

function toSqlValue(cell: unknown): SqlValue {
  if (cell === null || cell === undefined) return null;
  if (typeof cell === 'number' || typeof cell === 'string') return cell;
  if (typeof cell === 'bigint') return Number(cell);
  if (typeof cell === 'boolean') return cell ? 1 : 0;
  if (cell instanceof Date) return cell.toISOString();
  if (cell instanceof Uint8Array) {
    return `x'${Array.from(cell, (byte) => byte.toString(16).padStart(2, '0')).join('')}'`;
  }
  return JSON.stringify(cell);
}

function toResultSet(results: PostgresResults): SqlResultSet {
  return {
    columns: results.fields.map((field) => field.name),
    rows: results.rows
      .slice(0, SQL_READ_ROW_LIMIT)
      .map((row) => (row as unknown[]).map(toSqlValue)),
  };
}

/**
 * Opens a transaction on a fresh, empty practice schema holding the problem's tables and one data
 * set (`testIndex` null: the example data). The caller must end it with rollbackPractice.
 */
export async function openPracticeSchema(
  runtime: PostgresRuntime,
  problem: SqlProblem,
  testIndex: number | null,
): Promise<void> {
  const { schema, seed } = sqlSetupFor(problem, 'postgres', testIndex);
  await runtime.exec(
    `ROLLBACK; BEGIN; DROP SCHEMA IF EXISTS ${PRACTICE_SCHEMA} CASCADE; CREATE SCHEMA ${PRACTICE_SCHEMA}; SET LOCAL search_path TO ${PRACTICE_SCHEMA};`,
  );
  await runtime.exec(schema);
  if (seed.trim()) await runtime.exec(seed);
}

export async function rollbackPractice(runtime: PostgresRuntime): Promise<void> {
  await runtime.exec('ROLLBACK');
}

/** Runs every statement; the last one that returns columns is the answer (even with no rows). */
export async function runPostgresQuery(
  runtime: PostgresRuntime,
  sql: string,
): Promise<LearnerQueryResult> {
  const results = await runtime.exec(sql, { rowMode: 'array' });
  const last = results.findLast((result) => result.fields.length > 0);
  const result = last ? toResultSet(last) : null;
  return { result, rowCount: result?.rows.length ?? 0 };
}

export async function runPostgresTests(
  runtime: PostgresRuntime,
  request: SqlRunRequest,
): Promise<RunResult> {
  const { problem, code, mode } = request;
  const started = performance.now();
  const tests: TestOutcome[] = [];
  for (const index of selectTestIndexes(problem.tests, mode)) {
    await openPracticeSchema(runtime, problem, index);
    const testStarted = performance.now();
    try {
      const { result, rowCount } = await runPostgresQuery(runtime, code);
      tests.push(
        gradeSqlTest(problem, index, { result, rowCount, timeMs: performance.now() - testStarted }),
      );
    } catch (error) {
      tests.push(gradeSqlTest(problem, index, { error, timeMs: performance.now() - testStarted }));
    } finally {
      await rollbackPractice(runtime);
    }
  }
  return summarizeRun({
    mode,
    durationMs: performance.now() - started,
    stdout: '',
    stderr: '',
    tests,
  });
}
