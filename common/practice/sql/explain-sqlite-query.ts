/**
 * SQLite's plan of a learner's query on the problem's example data: the statements before the
 * last run as they would on Run (a CTAS or temp table the query reads), then the last one is
 * explained with `EXPLAIN QUERY PLAN`, never executed.
 */
import type { SqlProblem } from '../problem-schema.ts';
import { describeSqlitePlan } from './describe-sqlite-plan.ts';
import type { QueryPlanNode } from './query-plan-node.ts';
import { openTestDatabase } from './run-sql-tests.ts';
import { splitSqlStatements } from './split-sql-statements.ts';
import type { SqlRuntime } from './sql-runtime.ts';

export const NOTHING_TO_EXPLAIN = 'Write a query first: there is nothing to explain yet';

export function explainSqliteQuery(
  runtime: SqlRuntime,
  problem: SqlProblem,
  code: string,
): QueryPlanNode[] {
  const statements = splitSqlStatements(code);
  const last = statements.pop();
  if (!last) throw new Error(NOTHING_TO_EXPLAIN);
  const db = openTestDatabase(runtime, problem, null);
  try {
    for (const statement of statements) db.run(statement);
    const rows = db.exec(`EXPLAIN QUERY PLAN ${last}`)[0]?.values ?? [];
    return describeSqlitePlan(
      rows.map(([id, parent, , detail]) => ({
        id: Number(id),
        parent: Number(parent),
        detail: String(detail),
      })),
    );
  } finally {
    db.close();
  }
}
