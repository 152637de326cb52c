/**
 * The engine a SQL problem runs in: the learner's chosen dialect when the problem supports it,
 * otherwise the first one it lists (a PostgreSQL-only problem runs in PostgreSQL even for a
 * learner who chose SQLite; a problem not marked for DuckDB runs in SQLite for a learner who chose
 * DuckDB). `fixed`: the problem runs in one engine only; `unsupported`: the learner's dialect when
 * the problem does not run in it, so the screen can say why.
 */
import type { SqlDialect, SqlProblem } from '../problem-schema.ts';

export function chooseSqlDialect(
  problem: Pick<SqlProblem, 'engines'>,
  chosen: SqlDialect,
): { dialect: SqlDialect; fixed: boolean; unsupported: SqlDialect | null } {
  const fixed = problem.engines.length === 1;
  if (problem.engines.includes(chosen)) return { dialect: chosen, fixed, unsupported: null };
  return { dialect: problem.engines[0] ?? 'sqlite', fixed, unsupported: chosen };
}
