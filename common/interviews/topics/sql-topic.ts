import type { InterviewTopicInput } from '../interview-content-schema.ts';

export const sqlTopic: InterviewTopicInput = {
  id: 'sql',
  title: 'SQL',
  description:
    'Joins, aggregation, window functions and query performance: write queries that are correct at the right grain and explain them.',
  duration: 45,
  difficulty: 'Intermediate',
  icon: 'database',
  criteria: [
    {
      id: 'sql-correctness',
      label: 'Correct result',
      description:
        'Returns exactly the rows and columns asked for, including ties and empty groups.',
      lessonIds: ['de-sql-joins-and-grain'],
      problemIds: ['customer-orders-join', 'customers-without-orders'],
    },
    {
      id: 'sql-grain',
      label: 'Join grain',
      description: 'States the grain of each table and avoids fan-out or double counting in joins.',
      lessonIds: ['de-sql-joins-and-grain', 'de-modelling-star-schema'],
      problemIds: ['repeat-customers', 'revenue-by-category'],
    },
    {
      id: 'sql-nulls',
      label: 'NULLs and edge cases',
      description: 'Handles NULLs, duplicates, empty inputs and ties deliberately, and says how.',
      lessonIds: ['de-quality-dimensions'],
      problemIds: ['contact-fallback', 'duplicate-emails'],
    },
    {
      id: 'sql-windows',
      label: 'Window functions',
      description: 'Chooses the right window (partition, order, frame) instead of self-joins.',
      lessonIds: ['de-sql-window-functions'],
      problemIds: ['running-total', 'top-earner-per-department', 'month-over-month-growth'],
    },
    {
      id: 'sql-performance',
      label: 'Performance reasoning',
      description: 'Reads a plan, knows what indexes, partitions and predicates do to the cost.',
      lessonIds: ['de-sql-query-plans', 'de-storage-partitioning'],
      problemIds: [],
    },
    {
      id: 'sql-communication',
      label: 'Explains the approach',
      description: 'Talks through assumptions and steps before and while writing the query.',
      lessonIds: ['de-sql-joins-and-grain'],
      problemIds: ['select-engineering-employees'],
    },
  ],
  questions: [
    {
      id: 'sql-top-customer-per-region',
      prompt:
        'Table orders(id, customer, region, amount). For each region, return the customer with the highest total spend (region, customer, total). Keep both customers when two tie. Order by region.',
      outline: [
        'Aggregate to one row per (region, customer) first: the grain of the ranking.',
        'RANK() OVER (PARTITION BY region ORDER BY total DESC) keeps ties; ROW_NUMBER would drop one.',
        'Filter rank = 1 in an outer query (window results cannot be used in WHERE directly).',
        'Mention that NULL amounts are ignored by SUM and what an empty region would mean.',
      ],
      criteria: ['sql-correctness', 'sql-windows', 'sql-grain', 'sql-communication'],
      check: {
        language: 'sql',
        schema:
          'CREATE TABLE orders (id INTEGER PRIMARY KEY, customer TEXT NOT NULL, region TEXT NOT NULL, amount REAL);',
        seed: `INSERT INTO orders VALUES
 (1,'ana','north',120),(2,'ben','north',80),(3,'ana','north',30),(4,'cy','south',200),
 (5,'dee','south',150),(6,'dee','south',50),(7,'eli','west',NULL),(8,'fay','west',10);`,
        expected: {
          columns: ['region', 'customer', 'total'],
          rows: [
            ['north', 'ana', 150],
            ['south', 'cy', 200],
            ['south', 'dee', 200],
            ['west', 'fay', 10],
          ],
        },
        orderMatters: false,
        starterCode:
          '-- One row per region: region, customer, total\nSELECT region, customer, amount AS total FROM orders;\n',
        solution: `WITH totals AS (
  SELECT region, customer, SUM(amount) AS total FROM orders GROUP BY region, customer
), ranked AS (
  SELECT region, customer, total, RANK() OVER (PARTITION BY region ORDER BY total DESC) AS r
  FROM totals WHERE total IS NOT NULL
)
SELECT region, customer, total FROM ranked WHERE r = 1 ORDER BY region, customer;`,
      },
    },
    {
      id: 'sql-latest-row-per-user',
      prompt:
        'Table profile_updates(user_id, email, updated_at) holds every change. Return the current email of each user (user_id, email): the row with the latest updated_at.',
      outline: [
        'Deduplicate with ROW_NUMBER() OVER (PARTITION BY user_id ORDER BY updated_at DESC) and keep 1.',
        'Alternative: join to MAX(updated_at) per user, but say how it behaves on exact timestamp ties.',
        'Add a tiebreaker (an ingestion id) in production so the result is deterministic.',
      ],
      criteria: ['sql-correctness', 'sql-windows', 'sql-nulls'],
      check: {
        language: 'sql',
        schema:
          'CREATE TABLE profile_updates (user_id INTEGER NOT NULL, email TEXT NOT NULL, updated_at TEXT NOT NULL);',
        seed: `INSERT INTO profile_updates VALUES
 (1,'a@old.io','2024-01-01'),(1,'a@new.io','2024-03-01'),(2,'b@x.io','2024-02-10'),
 (3,'c@one.io','2024-05-01'),(3,'c@two.io','2024-04-01'),(3,'c@three.io','2024-01-15');`,
        expected: {
          columns: ['user_id', 'email'],
          rows: [
            [1, 'a@new.io'],
            [2, 'b@x.io'],
            [3, 'c@one.io'],
          ],
        },
        orderMatters: false,
        starterCode: '-- The latest email per user\nSELECT user_id, email FROM profile_updates;\n',
        solution: `SELECT user_id, email FROM (
  SELECT user_id, email, ROW_NUMBER() OVER (PARTITION BY user_id ORDER BY updated_at DESC) AS rn
  FROM profile_updates
) WHERE rn = 1;`,
      },
    },
    {
      id: 'sql-orders-without-payment',
      prompt:
        'Tables orders(id, placed_at) and payments(id, order_id, amount). List the ids of orders that have no payment at all, smallest id first.',
      outline: [
        'LEFT JOIN payments and keep rows where the payment key IS NULL, or use NOT EXISTS.',
        'Avoid NOT IN when order_id can be NULL: one NULL makes NOT IN return nothing.',
        'Mention an index on payments(order_id) makes the anti-join cheap.',
      ],
      criteria: ['sql-correctness', 'sql-nulls', 'sql-performance'],
      check: {
        language: 'sql',
        schema:
          'CREATE TABLE orders (id INTEGER PRIMARY KEY, placed_at TEXT NOT NULL); CREATE TABLE payments (id INTEGER PRIMARY KEY, order_id INTEGER, amount REAL NOT NULL);',
        seed: `INSERT INTO orders VALUES (1,'2024-01-01'),(2,'2024-01-02'),(3,'2024-01-03'),(4,'2024-01-04');
INSERT INTO payments VALUES (10,1,20),(11,1,5),(12,3,8),(13,NULL,4);`,
        expected: { columns: ['id'], rows: [[2], [4]] },
        orderMatters: true,
        starterCode: '-- Orders with no payment\nSELECT id FROM orders;\n',
        solution:
          'SELECT o.id FROM orders o WHERE NOT EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id) ORDER BY o.id;',
      },
    },
    {
      id: 'sql-daily-running-revenue',
      prompt:
        'Table sales(sold_on, amount) has several rows per day. Return one row per day (sold_on, revenue, running_revenue) in date order, where running_revenue is the cumulative total up to that day.',
      outline: [
        'Aggregate to daily grain first, then apply SUM(revenue) OVER (ORDER BY sold_on).',
        'Say why the frame matters: the default RANGE frame groups equal dates; daily grain makes it safe.',
        'Days with no sales are absent; a calendar table fills gaps if the report needs them.',
      ],
      criteria: ['sql-windows', 'sql-grain', 'sql-correctness'],
      check: {
        language: 'sql',
        schema: 'CREATE TABLE sales (sold_on TEXT NOT NULL, amount REAL NOT NULL);',
        seed: `INSERT INTO sales VALUES ('2024-01-01',10),('2024-01-01',5),('2024-01-02',7),('2024-01-04',3),('2024-01-04',1);`,
        expected: {
          columns: ['sold_on', 'revenue', 'running_revenue'],
          rows: [
            ['2024-01-01', 15, 15],
            ['2024-01-02', 7, 22],
            ['2024-01-04', 4, 26],
          ],
        },
        orderMatters: true,
        starterCode:
          '-- sold_on, revenue, running_revenue\nSELECT sold_on, amount AS revenue, amount AS running_revenue FROM sales;\n',
        solution: `SELECT sold_on, revenue, SUM(revenue) OVER (ORDER BY sold_on) AS running_revenue
FROM (SELECT sold_on, SUM(amount) AS revenue FROM sales GROUP BY sold_on)
ORDER BY sold_on;`,
      },
    },
    {
      id: 'sql-where-vs-having',
      prompt: 'Explain the difference between WHERE and HAVING, and give a query that needs both.',
      outline: [
        'WHERE filters rows before grouping; HAVING filters groups after aggregation.',
        'Example: orders in 2024 (WHERE) from customers with more than 3 such orders (HAVING COUNT(*) > 3).',
        'Filtering early in WHERE reduces the rows aggregated, so it is also cheaper.',
      ],
      criteria: ['sql-correctness', 'sql-communication', 'sql-performance'],
    },
    {
      id: 'sql-join-fan-out',
      prompt:
        'A revenue report joins orders to order_items and to shipments, and the total doubled. What happened and how do you fix it?',
      outline: [
        'Two one-to-many joins from orders multiply rows: items × shipments per order (fan-out).',
        'Aggregate each child to the order grain before joining, or sum from the correct grain only.',
        'Check with COUNT(*) vs COUNT(DISTINCT order_id) and a reconciliation against a known total.',
      ],
      criteria: ['sql-grain', 'sql-correctness', 'sql-communication'],
    },
    {
      id: 'sql-rank-functions',
      prompt:
        'Compare ROW_NUMBER, RANK and DENSE_RANK with a small example. When would you use each?',
      outline: [
        'Scores 90, 90, 80: ROW_NUMBER 1,2,3; RANK 1,1,3; DENSE_RANK 1,1,2.',
        'ROW_NUMBER for deduplication (exactly one row), RANK for "top N with ties", DENSE_RANK for tiers.',
        'Always give a deterministic ORDER BY, otherwise ROW_NUMBER picks arbitrarily between ties.',
      ],
      criteria: ['sql-windows', 'sql-nulls', 'sql-communication'],
    },
    {
      id: 'sql-null-semantics',
      prompt:
        'What does NULL = NULL return, how do COUNT(*) and COUNT(col) differ, and how do NULLs behave in NOT IN?',
      outline: [
        'NULL = NULL is unknown (NULL), so use IS NULL / IS NOT DISTINCT FROM.',
        'COUNT(*) counts rows, COUNT(col) skips NULLs; AVG also ignores NULLs.',
        'x NOT IN (1, NULL) is never true: prefer NOT EXISTS for anti-joins.',
      ],
      criteria: ['sql-nulls', 'sql-correctness', 'sql-communication'],
    },
    {
      id: 'sql-slow-query-plan',
      prompt:
        'A dashboard query on a 500M-row events table takes minutes. Walk through how you would diagnose and speed it up.',
      outline: [
        'Read the plan (EXPLAIN ANALYZE / query profile): full scans, spills, skewed joins, row estimates.',
        'Prune data: partition or cluster by event date, filter on the partition column, select fewer columns.',
        'Pre-aggregate into a daily rollup or materialized view when the dashboard repeats the same query.',
        'Measure before and after; keep the change that moves the biggest cost.',
      ],
      criteria: ['sql-performance', 'sql-communication', 'sql-grain'],
    },
    {
      id: 'sql-index-choice',
      prompt:
        'When does an index help a query, when does it not, and how would you choose a composite index column order?',
      outline: [
        'Helps selective predicates, joins and ORDER BY/LIMIT; not low-selectivity filters or functions on the column.',
        'Composite order: equality columns first, then range, matching the most common queries.',
        'Indexes cost writes and storage; warehouses use clustering/sort keys instead of B-trees.',
      ],
      criteria: ['sql-performance', 'sql-communication', 'sql-correctness'],
    },
    {
      id: 'sql-month-over-month',
      prompt:
        'Compute month-over-month growth in active users. How do you handle a month with zero users and the first month?',
      outline: [
        'Aggregate to month grain, then LAG(active) OVER (ORDER BY month).',
        'Growth = (cur - prev) / NULLIF(prev, 0); the first month has no previous value (NULL, not 0%).',
        'Fill missing months from a calendar so LAG compares consecutive months.',
      ],
      criteria: ['sql-windows', 'sql-nulls', 'sql-grain'],
    },
    {
      id: 'sql-incremental-merge',
      prompt:
        'You load a daily extract of changed customers into a warehouse table. Write (or describe) an idempotent upsert.',
      outline: [
        'MERGE (or INSERT … ON CONFLICT DO UPDATE) keyed on the business key.',
        'Deduplicate the batch first (latest change per key), otherwise MERGE fails or is non-deterministic.',
        'Only update when values changed or the source timestamp is newer, so reruns change nothing.',
      ],
      criteria: ['sql-correctness', 'sql-nulls', 'sql-performance'],
    },
    {
      id: 'sql-recursive-cte',
      prompt:
        'Given employees(id, manager_id), return every employee with their depth in the org chart. How does a recursive CTE work, and what can go wrong?',
      outline: [
        'Anchor: rows with manager_id IS NULL at depth 0; recursive part joins employees to the previous level.',
        'Terminates when a level adds no rows; a cycle in the data would loop, so guard with a depth limit or path check.',
        'Alternatives: closure tables or precomputed paths when the hierarchy is queried often.',
      ],
      criteria: ['sql-correctness', 'sql-nulls', 'sql-communication'],
    },
    {
      id: 'sql-median-percentile',
      prompt:
        'How do you compute a median order value per country, and why is it harder than an average?',
      outline: [
        'PERCENTILE_CONT(0.5) WITHIN GROUP (ORDER BY amount) where available, or ROW_NUMBER and COUNT to pick middle rows.',
        'It needs the sorted distribution, not a running sum, so it cannot be merged from partial aggregates.',
        'Approximate percentiles (t-digest, APPROX_QUANTILES) trade a small error for scale.',
      ],
      criteria: ['sql-correctness', 'sql-windows', 'sql-performance'],
    },
    {
      id: 'sql-sessionize',
      prompt:
        'Sessionize page views: a new session starts after 30 minutes of inactivity. Describe the query.',
      outline: [
        'LAG(viewed_at) per user to get the gap to the previous view.',
        'Flag a new session when the gap is NULL or > 30 minutes; running SUM of the flag gives the session number.',
        'Group by user and session number for start, end and page count.',
      ],
      criteria: ['sql-windows', 'sql-grain', 'sql-communication'],
    },
    {
      id: 'sql-union-vs-union-all',
      prompt: 'UNION or UNION ALL: which do you reach for first, and what does the choice cost?',
      outline: [
        'UNION removes duplicates with a sort or hash over the whole result; UNION ALL just appends.',
        'Default to UNION ALL when the inputs are disjoint; deduplicate explicitly when you mean it.',
        'Silent deduplication can hide real duplicate rows that should be counted.',
      ],
      criteria: ['sql-performance', 'sql-correctness', 'sql-nulls'],
    },
  ],
};
