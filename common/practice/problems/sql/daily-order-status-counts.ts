import type { SqlProblemInput } from '../../problem-schema.ts';

export const problem: SqlProblemInput = {
  id: 'daily-order-status-counts',
  language: 'sql',
  title: 'Daily Order Status Counts',
  topic: 'Aggregation & HAVING',
  difficulty: 'Easy',
  description:
    'For each `order_date`, return `placed` (all orders), `cancelled` (status `cancelled`) and `cancel_rate` (cancelled divided by placed, rounded to 2 decimals). Sort by date.',
  constraints: [
    'Columns: order_date, placed, cancelled, cancel_rate',
    'Order: order_date ascending',
  ],
  hints: [
    "Count conditionally: `SUM(CASE WHEN status = 'cancelled' THEN 1 ELSE 0 END)`.",
    'Use `1.0 *` (or a REAL) in the division to avoid integer division.',
  ],
  schema: `CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  order_date TEXT NOT NULL,
  status TEXT NOT NULL
);`,
  seed: `INSERT INTO orders VALUES (1, '2024-06-01', 'shipped'), (2, '2024-06-01', 'cancelled'), (3, '2024-06-01', 'shipped'),
  (4, '2024-06-02', 'shipped'), (5, '2024-06-03', 'cancelled');`,
  orderMatters: true,
  starterCode: `SELECT order_date, COUNT(*) AS placed
FROM orders
GROUP BY order_date;
`,
  solution: `SELECT order_date,
       COUNT(*) AS placed,
       SUM(CASE WHEN status = 'cancelled' THEN 1 ELSE 0 END) AS cancelled,
       ROUND(1.0 * SUM(CASE WHEN status = 'cancelled' THEN 1 ELSE 0 END) / COUNT(*), 2) AS cancel_rate
FROM orders
GROUP BY order_date
ORDER BY order_date;
`,
  wrongSolutions: [
    {
      mistake: 'divides integers (the rate is always 0 or 1)',
      code: `SELECT order_date, COUNT(*) AS placed,
  SUM(CASE WHEN status = 'cancelled' THEN 1 ELSE 0 END) AS cancelled,
  ROUND(SUM(CASE WHEN status = 'cancelled' THEN 1 ELSE 0 END) / COUNT(*), 2) AS cancel_rate
FROM orders GROUP BY order_date ORDER BY order_date;
`,
    },
    {
      mistake: 'counts cancelled orders with COUNT(CASE … ELSE 0), which counts every row',
      code: `SELECT order_date, COUNT(*) AS placed,
  COUNT(CASE WHEN status = 'cancelled' THEN 1 ELSE 0 END) AS cancelled,
  ROUND(1.0 * COUNT(CASE WHEN status = 'cancelled' THEN 1 ELSE 0 END) / COUNT(*), 2) AS cancel_rate
FROM orders GROUP BY order_date ORDER BY order_date;
`,
    },
    {
      mistake: 'filters cancelled orders out of the day total',
      code: `SELECT order_date, SUM(status <> 'cancelled') AS placed,
  SUM(status = 'cancelled') AS cancelled,
  ROUND(1.0 * SUM(status = 'cancelled') / COUNT(*), 2) AS cancel_rate
FROM orders GROUP BY order_date ORDER BY order_date;
`,
    },
  ],
  tests: [
    {
      name: 'Example data',
      hidden: false,
      expected: {
        columns: ['order_date', 'placed', 'cancelled', 'cancel_rate'],
        rows: [
          ['2024-06-01', 3, 1, 0.33],
          ['2024-06-02', 1, 0, 0],
          ['2024-06-03', 1, 1, 1],
        ],
      },
    },
    {
      name: 'No orders',
      seed: '',
      expected: {
        columns: ['order_date', 'placed', 'cancelled', 'cancel_rate'],
        rows: [],
      },
    },
    {
      name: 'Everything cancelled',
      seed: "INSERT INTO orders VALUES (1, '2024-01-01', 'cancelled'), (2, '2024-01-01', 'cancelled');",
      expected: {
        columns: ['order_date', 'placed', 'cancelled', 'cancel_rate'],
        rows: [['2024-01-01', 2, 2, 1]],
      },
    },
    {
      name: 'Nothing cancelled',
      seed: "INSERT INTO orders VALUES (1, '2024-01-02', 'shipped'), (2, '2024-01-01', 'placed');",
      expected: {
        columns: ['order_date', 'placed', 'cancelled', 'cancel_rate'],
        rows: [
          ['2024-01-01', 1, 0, 0],
          ['2024-01-02', 1, 0, 0],
        ],
      },
    },
    {
      name: 'A third cancelled',
      seed: "INSERT INTO orders VALUES (1, '2024-02-29', 'cancelled'), (2, '2024-02-29', 'shipped'), (3, '2024-02-29', 'shipped');",
      expected: {
        columns: ['order_date', 'placed', 'cancelled', 'cancel_rate'],
        rows: [['2024-02-29', 3, 1, 0.33]],
      },
    },
    {
      name: 'Status is case-sensitive',
      seed: "INSERT INTO orders VALUES (1, '2024-03-01', 'Cancelled'), (2, '2024-03-01', 'cancelled');",
      expected: {
        columns: ['order_date', 'placed', 'cancelled', 'cancel_rate'],
        rows: [['2024-03-01', 2, 1, 0.5]],
      },
    },
    {
      name: 'Days across a year end',
      seed: "INSERT INTO orders VALUES (1, '2024-01-01', 'cancelled'), (2, '2023-12-31', 'shipped'), (3, '2023-12-31', 'cancelled'), (4, '2023-12-31', 'shipped'), (5, '2023-12-31', 'shipped');",
      expected: {
        columns: ['order_date', 'placed', 'cancelled', 'cancel_rate'],
        rows: [
          ['2023-12-31', 4, 1, 0.25],
          ['2024-01-01', 1, 1, 1],
        ],
      },
    },
  ],
};
