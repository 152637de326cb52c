/**
 * DuckDB's plan of a learner's query on the problem's example data: the statements before the
 * last run first (in the fresh practice database), then the last one is explained with
 * `EXPLAIN (FORMAT JSON)`, never executed (no ANALYZE: plans teach, timings would mislead).
 */
import type { SqlProblem } from '../problem-schema.ts';
import { describeDuckdbPlan } from './describe-duckdb-plan.ts';
import type { DuckdbRuntime } from './duckdb-runtime.ts';
import { NOTHING_TO_EXPLAIN } from './explain-sqlite-query.ts';
import type { QueryPlanNode } from './query-plan-node.ts';
import { closePracticeDatabase, openPracticeDatabase } from './run-duckdb-tests.ts';
import { splitSqlStatements } from './split-sql-statements.ts';

export function explainDuckdbQuery(
  runtime: DuckdbRuntime,
  problem: SqlProblem,
  code: string,
): QueryPlanNode[] {
  const statements = splitSqlStatements(code);
  const last = statements.pop();
  if (!last) throw new Error(NOTHING_TO_EXPLAIN);
  openPracticeDatabase(runtime, problem, null);
  try {
    for (const statement of statements) runtime.query(statement);
    const table = runtime.query(`EXPLAIN (FORMAT JSON) ${last}`);
    // One row: (explain_key, explain_value) with the plan as JSON text.
    const cell = table.toArray()[0]?.toArray()[1];
    return describeDuckdbPlan(typeof cell === 'string' ? JSON.parse(cell) : cell);
  } finally {
    closePracticeDatabase(runtime);
  }
}
