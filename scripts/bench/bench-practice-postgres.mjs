/**
 * PostgreSQL (PGlite) in Practice (scripts/bench/lib/bench-practice-sql-engine.mjs): a learner on the
 * PostgreSQL dialect and the PostgreSQL-only problem `latest-order-per-customer`. Prints JSON.
 * Budgets (issue 30): ready from the device cache <= 1.5 s; first Run after ready <= 50 ms p95
 * warm.
 */
import { benchPracticeSqlEngine } from './lib/bench-practice-sql-engine.mjs';

const output = await benchPracticeSqlEngine({
  name: 'practice-postgres',
  dialect: 'postgres',
  engineName: 'PostgreSQL',
  problem: 'latest-order-per-customer',
  solution: `SELECT DISTINCT ON (customer_id) customer_id, id AS order_id, ordered_at, amount
FROM orders
ORDER BY customer_id, ordered_at DESC, id DESC;`,
  budget: { readyFromCacheMs: 1500, firstRunAfterReadyP95Ms: 50 },
});
console.log(JSON.stringify(output, null, 2));
