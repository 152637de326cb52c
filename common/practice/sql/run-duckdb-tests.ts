/**
 * Grades a SQL query against a problem's data sets in DuckDB (duckdb-wasm). Each data set runs in
 * a fresh in-memory database attached as `practice` and made current (setup SQL, then the
 * learner's query), detached afterwards, so a learner's DELETE or DROP never reaches the next run
 * and one DuckDB serves every problem. Grading itself is shared with SQLite and PostgreSQL
 * (grade-sql-test.ts). The blocking API cannot interrupt a query, so the time limit is the
 * client's: it replaces the worker, as for the other engines.
 */
import { SQL_READ_ROW_LIMIT } from '../practice-limits.ts';
import type { SqlProblem, SqlResultSet } from '../problem-schema.ts';
import type { RunResult, TestOutcome } from '../run-result-schema.ts';
import { selectTestIndexes } from '../select-test-indexes.ts';
import { summarizeRun } from '../summarize-run.ts';
import { readDuckdbRows, type DuckdbRuntime, type DuckdbTable } from './duckdb-runtime.ts';
import { gradeSqlTest } from './grade-sql-test.ts';
import type { LearnerQueryResult, SqlRunRequest } from './run-sql-tests.ts';
import { splitSqlStatements } from './split-sql-statements.ts';
import { sqlSetupFor } from './sql-setup-for.ts';

/** The database every practice run happens in (attached fresh, detached after). */
export const DUCKDB_PRACTICE_DATABASE = 'practice';

/** DuckDB answers DDL and DML with one status column; those are not the learner's answer. */
const STATUS_COLUMNS = new Set(['Count', 'Success']);
/** Statements whose result is rows even when one column happens to be called Count. */
const QUERY_START =
  /^[\s(]*(select|with|from|values|table|show|describe|summarize|pivot|unpivot)\b/i;

function stripLeadingComments(sql: string): string {
  return sql.replace(/^(\s*(--[^\n]*\n?|\/\*[\s\S]*?\*\/))*/, '');
}

function isAnswer(statement: string, table: DuckdbTable): boolean {
  const { fields } = table.schema;
  if (fields.length === 0) return false;
  if (QUERY_START.test(stripLeadingComments(statement))) return true;
  return !(fields.length === 1 && STATUS_COLUMNS.has(fields[0]?.name ?? ''));
}

function runAll(runtime: DuckdbRuntime, sql: string): void {
  for (const statement of splitSqlStatements(sql)) runtime.query(statement);
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Temporary tables and views live in DuckDB's `temp` catalog, outside the practice database. */
function dropTemporaryObjects(runtime: DuckdbRuntime): void {
  const found = readDuckdbRows(
    runtime.query(
      "SELECT 'TABLE', table_name FROM duckdb_tables() WHERE database_name = 'temp' " +
        "UNION ALL SELECT 'VIEW', view_name FROM duckdb_views() WHERE database_name = 'temp' AND NOT internal",
    ),
    Number.MAX_SAFE_INTEGER,
  );
  for (const [kind, name] of found.rows) {
    runtime.query(`DROP ${String(kind)} IF EXISTS temp.main.${quoteIdentifier(String(name))}`);
  }
}

/** Leaves whatever the last run left (an open transaction, the practice database, temp tables). */
export function closePracticeDatabase(runtime: DuckdbRuntime): void {
  try {
    runtime.query('ROLLBACK');
  } catch {
    // No transaction was open.
  }
  runtime.query('USE memory');
  runtime.query(`DETACH DATABASE IF EXISTS ${DUCKDB_PRACTICE_DATABASE}`);
  dropTemporaryObjects(runtime);
}

/**
 * Attaches a fresh, empty practice database holding the problem's tables and one data set
 * (`testIndex` null: the example data). The caller must end it with closePracticeDatabase.
 */
export function openPracticeDatabase(
  runtime: DuckdbRuntime,
  problem: SqlProblem,
  testIndex: number | null,
): void {
  const { schema, seed } = sqlSetupFor(problem, 'duckdb', testIndex);
  closePracticeDatabase(runtime);
  runtime.query(`ATTACH ':memory:' AS ${DUCKDB_PRACTICE_DATABASE}`);
  runtime.query(`USE ${DUCKDB_PRACTICE_DATABASE}`);
  runAll(runtime, schema);
  if (seed.trim()) runAll(runtime, seed);
}

/** Runs every statement; the last one that returns rows is the answer (even with no rows). */
export function runDuckdbQuery(runtime: DuckdbRuntime, sql: string): LearnerQueryResult {
  let last: SqlResultSet | null = null;
  for (const statement of splitSqlStatements(sql)) {
    const table = runtime.query(statement);
    if (isAnswer(statement, table)) last = readDuckdbRows(table, SQL_READ_ROW_LIMIT);
  }
  return { result: last, rowCount: last?.rows.length ?? 0 };
}

export function runDuckdbTests(runtime: DuckdbRuntime, request: SqlRunRequest): RunResult {
  const { problem, code, mode } = request;
  const started = performance.now();
  const tests: TestOutcome[] = [];
  for (const index of selectTestIndexes(problem.tests, mode)) {
    try {
      openPracticeDatabase(runtime, problem, index);
    } catch (error) {
      closePracticeDatabase(runtime);
      throw error;
    }
    const testStarted = performance.now();
    try {
      const { result, rowCount } = runDuckdbQuery(runtime, code);
      tests.push(
        gradeSqlTest(problem, index, { result, rowCount, timeMs: performance.now() - testStarted }),
      );
    } catch (error) {
      tests.push(gradeSqlTest(problem, index, { error, timeMs: performance.now() - testStarted }));
    } finally {
      closePracticeDatabase(runtime);
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
