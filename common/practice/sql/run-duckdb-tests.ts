/**
 * Grades a SQL query against a problem's data sets in DuckDB (duckdb-wasm). A data set lives in an
 * in-memory database attached as `practice` and made current (setup SQL). When the learner's
 * statements are all ones DuckDB's ROLLBACK undoes (is-rollback-safe-duckdb-sql.ts), they run in
 * a transaction that is always rolled back, and the loaded data set stays attached for the next
 * run of the same data (a repeated Run is the query and grading only). Otherwise, and whenever
 * the code raised an error there, the data set is graded the original way: a fresh database,
 * the learner's statements in autocommit, detached afterwards. Either way a learner's DELETE or
 * DROP never reaches the next run, one DuckDB serves every problem, and grading itself is shared
 * with SQLite and PostgreSQL (grade-sql-test.ts). The blocking API cannot interrupt a query, so
 * the time limit is the client's: it replaces the worker, as for the other engines.
 */
import { SQL_READ_ROW_LIMIT } from '../practice-limits.ts';
import type { SqlProblem, SqlResultSet } from '../problem-schema.ts';
import type { RunResult, TestOutcome } from '../run-result-schema.ts';
import { selectTestIndexes } from '../select-test-indexes.ts';
import { summarizeRun } from '../summarize-run.ts';
import { readDuckdbRows, type DuckdbRuntime, type DuckdbTable } from './duckdb-runtime.ts';
import { gradeSqlTest, type SqlExecution } from './grade-sql-test.ts';
import { isRollbackSafeDuckdbSql } from './is-rollback-safe-duckdb-sql.ts';
import type { LearnerQueryResult, SqlRunRequest } from './run-sql-tests.ts';
import { splitSqlStatements } from './split-sql-statements.ts';
import { sqlSetupFor } from './sql-setup-for.ts';

/** The database every practice run happens in. */
export const DUCKDB_PRACTICE_DATABASE = 'practice';

/**
 * Per runtime, the setup (schema and data set) its attached practice database holds exactly as
 * loaded, with no transaction open and no temporary objects: only rolled-back runs keep it.
 */
const keptSetups = new WeakMap<DuckdbRuntime, string>();

function setupKey(problem: SqlProblem, testIndex: number | null): string {
  const { schema, seed } = sqlSetupFor(problem, 'duckdb', testIndex);
  return `${schema}\u0000${seed}`;
}

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

/**
 * Temporary tables and views live in DuckDB's `temp` catalog, outside the practice database; a
 * learner's ATTACH adds a database beside it. One catalogue query finds them all.
 */
function dropLeftoverObjects(runtime: DuckdbRuntime): void {
  const found = readDuckdbRows(
    runtime.query(
      "SELECT 'TABLE', table_name FROM duckdb_tables() WHERE database_name = 'temp' " +
        "UNION ALL SELECT 'VIEW', view_name FROM duckdb_views() WHERE database_name = 'temp' AND NOT internal " +
        "UNION ALL SELECT 'DATABASE', database_name FROM duckdb_databases() WHERE NOT internal AND database_name <> 'memory'",
    ),
    Number.MAX_SAFE_INTEGER,
  );
  for (const [kind, name] of found.rows) {
    const quoted = quoteIdentifier(String(name));
    runtime.query(
      kind === 'DATABASE'
        ? `DETACH DATABASE IF EXISTS ${quoted}`
        : `DROP ${String(kind)} IF EXISTS temp.main.${quoted}`,
    );
  }
}

/**
 * Leaves whatever the last run left (an open transaction, the practice database, temp tables,
 * databases it attached).
 */
export function closePracticeDatabase(runtime: DuckdbRuntime): void {
  keptSetups.delete(runtime);
  try {
    runtime.query('ROLLBACK');
  } catch {
    // No transaction was open.
  }
  runtime.query('USE memory');
  runtime.query(`DETACH DATABASE IF EXISTS ${DUCKDB_PRACTICE_DATABASE}`);
  dropLeftoverObjects(runtime);
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
  if (keptSetups.has(runtime)) {
    // A kept database leaves nothing else behind (no transaction, no temporary objects).
    keptSetups.delete(runtime);
    runtime.query('USE memory');
    runtime.query(`DETACH DATABASE IF EXISTS ${DUCKDB_PRACTICE_DATABASE}`);
  } else {
    closePracticeDatabase(runtime);
  }
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

/**
 * Runs the learner's code on the data set `index`, loaded once and kept, inside a transaction
 * that is always rolled back. Null when the code raised an error: the caller then grades it on a
 * fresh database, so errors read exactly as they always did. A setup error is thrown.
 */
function runOnKeptDataSet(
  runtime: DuckdbRuntime,
  problem: SqlProblem,
  index: number,
  code: string,
): SqlExecution | null {
  const key = setupKey(problem, index);
  if (keptSetups.get(runtime) !== key) {
    try {
      openPracticeDatabase(runtime, problem, index);
    } catch (error) {
      closePracticeDatabase(runtime);
      throw error;
    }
    keptSetups.set(runtime, key);
  }
  runtime.query('BEGIN TRANSACTION');
  const testStarted = performance.now();
  let execution: SqlExecution | null;
  try {
    execution = { ...runDuckdbQuery(runtime, code), timeMs: performance.now() - testStarted };
  } catch {
    execution = null;
  }
  try {
    runtime.query('ROLLBACK');
  } catch {
    closePracticeDatabase(runtime);
  }
  return execution;
}

export function runDuckdbTests(runtime: DuckdbRuntime, request: SqlRunRequest): RunResult {
  const { problem, code, mode } = request;
  const started = performance.now();
  const tests: TestOutcome[] = [];
  const keepDataSets = isRollbackSafeDuckdbSql(splitSqlStatements(code));
  for (const index of selectTestIndexes(problem.tests, mode)) {
    const kept = keepDataSets ? runOnKeptDataSet(runtime, problem, index, code) : null;
    if (kept) {
      tests.push(gradeSqlTest(problem, index, kept));
      continue;
    }
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
