/**
 * DuckDB (duckdb-wasm) in Practice (scripts/bench/lib/bench-practice-sql-engine.mjs): a learner on the
 * DuckDB dialect and `select-engineering-employees`, a problem marked for DuckDB. Prints JSON.
 * Budgets (issue 30, the same as PostgreSQL's): ready from the device cache <= 1.5 s; Run
 * <= 50 ms p95 warm.
 */
import { benchPracticeSqlEngine } from './lib/bench-practice-sql-engine.mjs';

const output = await benchPracticeSqlEngine({
  name: 'practice-duckdb',
  dialect: 'duckdb',
  engineName: 'DuckDB',
  problem: 'select-engineering-employees',
  solution:
    "SELECT name, salary FROM employees WHERE department = 'Engineering' ORDER BY salary DESC, name;",
  budget: { readyFromCacheMs: 1500, firstRunAfterReadyP95Ms: 50 },
});
console.log(JSON.stringify(output, null, 2));
