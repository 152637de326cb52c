/**
 * PostgreSQL's plan of a learner's query on the problem's example data: the statements before
 * the last run first (in the rolled-back practice transaction), then the last one is explained
 * with `EXPLAIN (FORMAT JSON)`, never executed (no ANALYZE: plans teach, timings would mislead).
 */
import type { SqlProblem } from '../problem-schema.ts';
import { describePostgresPlan } from './describe-postgres-plan.ts';
import { NOTHING_TO_EXPLAIN } from './explain-sqlite-query.ts';
import type { PostgresRuntime } from './postgres-runtime.ts';
import type { QueryPlanNode } from './query-plan-node.ts';
import { openPracticeSchema, rollbackPractice } from './run-postgres-tests.ts';
import { splitSqlStatements } from './split-sql-statements.ts';

export async function explainPostgresQuery(
  runtime: PostgresRuntime,
  problem: SqlProblem,
  code: string,
): Promise<QueryPlanNode[]> {
  const statements = splitSqlStatements(code);
  const last = statements.pop();
  if (!last) throw new Error(NOTHING_TO_EXPLAIN);
  await openPracticeSchema(runtime, problem, null);
  try {
    for (const statement of statements) await runtime.exec(statement);
    const [result] = await runtime.exec(`EXPLAIN (FORMAT JSON) ${last}`, { rowMode: 'array' });
    const cell = (result?.rows[0] as unknown[] | undefined)?.[0];
    return describePostgresPlan(typeof cell === 'string' ? JSON.parse(cell) : cell);
  } finally {
    await rollbackPractice(runtime);
  }
}
