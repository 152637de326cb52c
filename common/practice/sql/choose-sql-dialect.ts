/**
 * The engine a SQL problem runs in: the learner's chosen dialect when the problem supports it,
 * otherwise the one it is written for (a PostgreSQL-only problem runs in PostgreSQL even for a
 * learner who chose SQLite), with whether the choice was overridden.
 */
import type { SqlDialect, SqlProblem } from '../problem-schema.ts';

export function chooseSqlDialect(
  problem: Pick<SqlProblem, 'engines'>,
  chosen: SqlDialect,
): { dialect: SqlDialect; fixed: boolean } {
  const fixed = problem.engines.length === 1;
  if (problem.engines.includes(chosen)) return { dialect: chosen, fixed };
  return { dialect: problem.engines[0] ?? 'sqlite', fixed };
}
