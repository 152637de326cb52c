/** The setup SQL (tables, then one data set: `testIndex` null is the example data) of a problem. */
import type { SqlDialect, SqlProblem } from '../problem-schema.ts';

export function sqlSetupFor(
  problem: SqlProblem,
  _dialect: SqlDialect,
  testIndex: number | null,
): { schema: string; seed: string } {
  const seed = testIndex === null ? problem.seed : (problem.tests[testIndex]?.seed ?? problem.seed);
  return { schema: problem.schema, seed };
}
