import type { SqlProblemInput } from '../../problem-schema.ts';

export const problem: SqlProblemInput = {
  id: 'scd2-from-snapshots',
  language: 'sql',
  title: 'Build SCD2 Rows from Snapshots',
  topic: 'Slowly Changing Dimensions',
  difficulty: 'Hard',
  description:
    'A nightly job stores a `snapshot` row per customer and day with their `plan`. Turn the snapshots into type 2 rows: one row per unbroken run of the same plan, with `customer_id`, `plan`, `valid_from` (first snapshot day of the run) and `valid_to` (the first day of the **next** run of that customer, or NULL for the current run). A plan that comes back later starts a new row. Sort by customer_id, then valid_from.',
  constraints: [
    'Columns: customer_id, plan, valid_from, valid_to',
    'Order: customer_id, valid_from',
    'One snapshot per customer and day',
  ],
  hints: [
    'Find runs with the difference of two ROW_NUMBERs (per customer, and per customer and plan) ordered by day.',
    'Group each run to get its first day; then `LEAD(valid_from) OVER (PARTITION BY customer_id ORDER BY valid_from)` is the valid_to.',
  ],
  schema: `CREATE TABLE snapshots (
  customer_id INTEGER NOT NULL,
  snapshot_day TEXT NOT NULL,
  plan TEXT NOT NULL
);`,
  seed: `INSERT INTO snapshots VALUES (1, '2024-01-01', 'free'), (1, '2024-01-02', 'free'), (1, '2024-01-03', 'pro'),
  (1, '2024-01-04', 'pro'), (1, '2024-01-05', 'free'), (2, '2024-01-01', 'team');`,
  orderMatters: true,
  starterCode: `SELECT customer_id, plan, MIN(snapshot_day) AS valid_from, NULL AS valid_to
FROM snapshots
GROUP BY customer_id, plan;
`,
  solution: `WITH runs AS (
  SELECT customer_id, plan, snapshot_day,
         ROW_NUMBER() OVER (PARTITION BY customer_id ORDER BY snapshot_day)
       - ROW_NUMBER() OVER (PARTITION BY customer_id, plan ORDER BY snapshot_day) AS grp
  FROM snapshots
),
periods AS (
  SELECT customer_id, plan, MIN(snapshot_day) AS valid_from
  FROM runs
  GROUP BY customer_id, plan, grp
)
SELECT customer_id, plan, valid_from,
       LEAD(valid_from) OVER (PARTITION BY customer_id ORDER BY valid_from) AS valid_to
FROM periods
ORDER BY customer_id, valid_from;
`,
  wrongSolutions: [
    {
      mistake: 'merges a plan that comes back with its first run',
      code: `WITH p AS (SELECT customer_id, plan, MIN(snapshot_day) AS valid_from FROM snapshots GROUP BY customer_id, plan)
SELECT customer_id, plan, valid_from, LEAD(valid_from) OVER (PARTITION BY customer_id ORDER BY valid_from) AS valid_to FROM p ORDER BY customer_id, valid_from;
`,
    },
    {
      mistake: 'ends a run on its last snapshot day instead of the next run start',
      code: `WITH r AS (SELECT customer_id, plan, snapshot_day, ROW_NUMBER() OVER (PARTITION BY customer_id ORDER BY snapshot_day) - ROW_NUMBER() OVER (PARTITION BY customer_id, plan ORDER BY snapshot_day) AS grp FROM snapshots),
p AS (SELECT customer_id, plan, MIN(snapshot_day) AS valid_from, MAX(snapshot_day) AS last_day FROM r GROUP BY customer_id, plan, grp)
SELECT customer_id, plan, valid_from, CASE WHEN LEAD(valid_from) OVER (PARTITION BY customer_id ORDER BY valid_from) IS NULL THEN NULL ELSE last_day END AS valid_to FROM p ORDER BY customer_id, valid_from;
`,
    },
    {
      mistake: 'takes valid_to across customers (LEAD without PARTITION BY)',
      code: `WITH r AS (SELECT customer_id, plan, snapshot_day, ROW_NUMBER() OVER (PARTITION BY customer_id ORDER BY snapshot_day) - ROW_NUMBER() OVER (PARTITION BY customer_id, plan ORDER BY snapshot_day) AS grp FROM snapshots),
p AS (SELECT customer_id, plan, MIN(snapshot_day) AS valid_from FROM r GROUP BY customer_id, plan, grp)
SELECT customer_id, plan, valid_from, LEAD(valid_from) OVER (ORDER BY customer_id, valid_from) AS valid_to FROM p ORDER BY customer_id, valid_from;
`,
    },
  ],
  tests: [
    {
      name: 'Example data',
      hidden: false,
      expected: {
        columns: ['customer_id', 'plan', 'valid_from', 'valid_to'],
        rows: [
          [1, 'free', '2024-01-01', '2024-01-03'],
          [1, 'pro', '2024-01-03', '2024-01-05'],
          [1, 'free', '2024-01-05', null],
          [2, 'team', '2024-01-01', null],
        ],
      },
    },
    {
      name: 'Never changes',
      seed: "INSERT INTO snapshots VALUES (3, '2024-02-01', 'pro'), (3, '2024-02-02', 'pro');",
      expected: {
        columns: ['customer_id', 'plan', 'valid_from', 'valid_to'],
        rows: [[3, 'pro', '2024-02-01', null]],
      },
    },
    {
      name: 'Changes every day',
      seed: "INSERT INTO snapshots VALUES (4, '2024-03-01', 'a'), (4, '2024-03-02', 'b'), (4, '2024-03-03', 'a');",
      expected: {
        columns: ['customer_id', 'plan', 'valid_from', 'valid_to'],
        rows: [
          [4, 'a', '2024-03-01', '2024-03-02'],
          [4, 'b', '2024-03-02', '2024-03-03'],
          [4, 'a', '2024-03-03', null],
        ],
      },
    },
    {
      name: 'No snapshots',
      seed: '',
      expected: {
        columns: ['customer_id', 'plan', 'valid_from', 'valid_to'],
        rows: [],
      },
    },
    {
      name: 'Two customers, stored out of order',
      seed: "INSERT INTO snapshots VALUES (6, '2024-01-02', 'y'), (5, '2024-01-02', 'x'), (6, '2024-01-01', 'x'), (5, '2024-01-01', 'x');",
      expected: {
        columns: ['customer_id', 'plan', 'valid_from', 'valid_to'],
        rows: [
          [5, 'x', '2024-01-01', null],
          [6, 'x', '2024-01-01', '2024-01-02'],
          [6, 'y', '2024-01-02', null],
        ],
      },
    },
    {
      name: 'Across a month end',
      seed: "INSERT INTO snapshots VALUES (7, '2024-01-30', 'free'), (7, '2024-01-31', 'pro'), (7, '2024-02-01', 'pro'), (7, '2024-02-02', 'free');",
      expected: {
        columns: ['customer_id', 'plan', 'valid_from', 'valid_to'],
        rows: [
          [7, 'free', '2024-01-30', '2024-01-31'],
          [7, 'pro', '2024-01-31', '2024-02-02'],
          [7, 'free', '2024-02-02', null],
        ],
      },
    },
    {
      name: 'A missed snapshot night does not break a run',
      seed: "INSERT INTO snapshots VALUES (8, '2024-04-01', 'pro'), (8, '2024-04-03', 'pro'), (8, '2024-04-04', 'team');",
      expected: {
        columns: ['customer_id', 'plan', 'valid_from', 'valid_to'],
        rows: [
          [8, 'pro', '2024-04-01', '2024-04-04'],
          [8, 'team', '2024-04-04', null],
        ],
      },
    },
  ],
};
