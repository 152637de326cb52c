import type { SqlProblemInput } from '../../problem-schema.ts';

export const problem: SqlProblemInput = {
  id: 'latest-order-status',
  language: 'sql',
  title: 'Latest Status per Order',
  topic: 'De-duplication',
  difficulty: 'Medium',
  description:
    '`order_events` records every status change of an order. Keep one row per order, its latest event: return `order_id`, `status` and `updated_at`, sorted by order id. If two events of an order share the latest timestamp, keep the one with the higher `id`.',
  constraints: ['Columns: order_id, status, updated_at', 'Order: order_id ascending'],
  hints: [
    "`ROW_NUMBER() OVER (PARTITION BY order_id ORDER BY updated_at DESC, id DESC)` numbers each order's events from newest to oldest.",
    'Keep the rows numbered 1. MAX(updated_at) alone cannot tell you which status belongs to it.',
  ],
  schema: `CREATE TABLE order_events (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL,
  status TEXT NOT NULL,
  updated_at TEXT NOT NULL
);`,
  seed: `INSERT INTO order_events VALUES
  (1, 100, 'placed', '2024-01-01 09:00'), (2, 100, 'shipped', '2024-01-02 10:00'),
  (3, 101, 'placed', '2024-01-01 11:00'), (4, 100, 'delivered', '2024-01-04 15:30'),
  (5, 102, 'placed', '2024-01-03 08:00'), (6, 102, 'cancelled', '2024-01-03 09:00');`,
  orderMatters: true,
  starterCode: `SELECT order_id, status, updated_at
FROM order_events
ORDER BY order_id;
`,
  solution: `WITH ranked AS (
  SELECT order_id, status, updated_at,
         ROW_NUMBER() OVER (PARTITION BY order_id ORDER BY updated_at DESC, id DESC) AS position
  FROM order_events
)
SELECT order_id, status, updated_at
FROM ranked
WHERE position = 1
ORDER BY order_id;
`,
  solutionNotes: 'ROW_NUMBER gives exactly one row number 1 per order, even when timestamps tie.',
  wrongSolutions: [
    {
      mistake: 'takes the maximum status and the maximum time separately',
      code: `SELECT order_id, MAX(status) AS status, MAX(updated_at) AS updated_at
FROM order_events GROUP BY order_id ORDER BY order_id;
`,
    },
    {
      mistake: 'breaks timestamp ties by the lower id',
      code: `WITH r AS (SELECT order_id, status, updated_at,
  ROW_NUMBER() OVER (PARTITION BY order_id ORDER BY updated_at DESC, id ASC) AS n FROM order_events)
SELECT order_id, status, updated_at FROM r WHERE n = 1 ORDER BY order_id;
`,
    },
    {
      mistake: 'keeps the first event instead of the latest',
      code: `WITH r AS (SELECT order_id, status, updated_at,
  ROW_NUMBER() OVER (PARTITION BY order_id ORDER BY updated_at, id) AS n FROM order_events)
SELECT order_id, status, updated_at FROM r WHERE n = 1 ORDER BY order_id;
`,
    },
  ],
  tests: [
    {
      name: 'Example data',
      hidden: false,
      expected: {
        columns: ['order_id', 'status', 'updated_at'],
        rows: [
          [100, 'delivered', '2024-01-04 15:30'],
          [101, 'placed', '2024-01-01 11:00'],
          [102, 'cancelled', '2024-01-03 09:00'],
        ],
      },
    },
    {
      name: 'No events',
      seed: '',
      expected: {
        columns: ['order_id', 'status', 'updated_at'],
        rows: [],
      },
    },
    {
      name: 'A tie on the timestamp',
      seed: "INSERT INTO order_events VALUES (1, 7, 'shipped', '2024-01-01 10:00'), (2, 7, 'delivered', '2024-01-01 10:00');",
      expected: {
        columns: ['order_id', 'status', 'updated_at'],
        rows: [[7, 'delivered', '2024-01-01 10:00']],
      },
    },
    {
      name: 'Events stored out of order',
      seed: "INSERT INTO order_events VALUES (1, 5, 'delivered', '2024-02-05 00:00'), (2, 5, 'placed', '2024-02-01 00:00'), (3, 5, 'shipped', '2024-02-03 00:00');",
      expected: {
        columns: ['order_id', 'status', 'updated_at'],
        rows: [[5, 'delivered', '2024-02-05 00:00']],
      },
    },
    {
      name: 'One event per order',
      seed: "INSERT INTO order_events VALUES (1, 1, 'placed', '2024-01-01 00:00'), (2, 2, 'placed', '2024-01-02 00:00');",
      expected: {
        columns: ['order_id', 'status', 'updated_at'],
        rows: [
          [1, 'placed', '2024-01-01 00:00'],
          [2, 'placed', '2024-01-02 00:00'],
        ],
      },
    },
    {
      name: 'An event recorded twice',
      seed: "INSERT INTO order_events VALUES (1, 9, 'placed', '2024-01-01 00:00'), (2, 9, 'placed', '2024-01-01 00:00');",
      expected: {
        columns: ['order_id', 'status', 'updated_at'],
        rows: [[9, 'placed', '2024-01-01 00:00']],
      },
    },
    {
      name: 'Timestamps on different days',
      seed: "INSERT INTO order_events VALUES (1, 7, 'placed', '2024-01-31 23:59:59'), (2, 7, 'shipped', '2024-02-01 00:00:00'), (3, 8, 'placed', '2024-02-01 00:00:00');",
      expected: {
        columns: ['order_id', 'status', 'updated_at'],
        rows: [
          [7, 'shipped', '2024-02-01 00:00:00'],
          [8, 'placed', '2024-02-01 00:00:00'],
        ],
      },
    },
  ],
};
