import type { SqlProblemInput } from '../../problem-schema.ts';

export const problem: SqlProblemInput = {
  id: 'orders-by-weekday',
  language: 'sql',
  title: 'Orders by Weekday',
  topic: 'Dates',
  difficulty: 'Easy',
  description:
    'Count the orders per weekday: return `weekday` (the English day name, `Monday` … `Sunday`) and `orders`, for weekdays with at least one order, Monday first. `ordered_at` is a `YYYY-MM-DD HH:MM:SS` timestamp.',
  constraints: ['Columns: weekday, orders', 'Order: Monday to Sunday'],
  hints: [
    "`strftime('%w', ordered_at)` is the weekday number: 0 is **Sunday**, 1 Monday … 6 Saturday.",
    'Map the number to a name with CASE, and sort Monday first with `(weekday_number + 6) % 7`.',
  ],
  schema: `CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  ordered_at TEXT NOT NULL
);`,
  seed: `INSERT INTO orders VALUES (1, '2024-06-03 10:00:00'), (2, '2024-06-03 18:00:00'), (3, '2024-06-08 09:00:00'),
  (4, '2024-06-09 23:59:59'), (5, '2024-06-05 00:00:00');`,
  orderMatters: true,
  starterCode: `SELECT strftime('%w', ordered_at) AS weekday, COUNT(*) AS orders
FROM orders
GROUP BY weekday;
`,
  solution: `WITH numbered AS (
  SELECT CAST(strftime('%w', ordered_at) AS INTEGER) AS dow FROM orders
)
SELECT CASE dow
         WHEN 0 THEN 'Sunday' WHEN 1 THEN 'Monday' WHEN 2 THEN 'Tuesday' WHEN 3 THEN 'Wednesday'
         WHEN 4 THEN 'Thursday' WHEN 5 THEN 'Friday' ELSE 'Saturday'
       END AS weekday,
       COUNT(*) AS orders
FROM numbered
GROUP BY dow
ORDER BY (dow + 6) % 7;
`,
  wrongSolutions: [
    {
      mistake: 'treats 0 as Monday',
      code: `WITH n AS (SELECT CAST(strftime('%w', ordered_at) AS INTEGER) AS dow FROM orders)
SELECT CASE dow WHEN 0 THEN 'Monday' WHEN 1 THEN 'Tuesday' WHEN 2 THEN 'Wednesday' WHEN 3 THEN 'Thursday' WHEN 4 THEN 'Friday' WHEN 5 THEN 'Saturday' ELSE 'Sunday' END AS weekday,
  COUNT(*) AS orders FROM n GROUP BY dow ORDER BY dow;
`,
    },
    {
      mistake: 'sorts Sunday first',
      code: `WITH n AS (SELECT CAST(strftime('%w', ordered_at) AS INTEGER) AS dow FROM orders)
SELECT CASE dow WHEN 0 THEN 'Sunday' WHEN 1 THEN 'Monday' WHEN 2 THEN 'Tuesday' WHEN 3 THEN 'Wednesday' WHEN 4 THEN 'Thursday' WHEN 5 THEN 'Friday' ELSE 'Saturday' END AS weekday,
  COUNT(*) AS orders FROM n GROUP BY dow ORDER BY dow;
`,
    },
    {
      mistake: 'sorts the day names alphabetically',
      code: `WITH n AS (SELECT CAST(strftime('%w', ordered_at) AS INTEGER) AS dow FROM orders)
SELECT CASE dow WHEN 0 THEN 'Sunday' WHEN 1 THEN 'Monday' WHEN 2 THEN 'Tuesday' WHEN 3 THEN 'Wednesday' WHEN 4 THEN 'Thursday' WHEN 5 THEN 'Friday' ELSE 'Saturday' END AS weekday,
  COUNT(*) AS orders FROM n GROUP BY dow ORDER BY weekday;
`,
    },
  ],
  tests: [
    {
      name: 'Example data',
      hidden: false,
      expected: {
        columns: ['weekday', 'orders'],
        rows: [
          ['Monday', 2],
          ['Wednesday', 1],
          ['Saturday', 1],
          ['Sunday', 1],
        ],
      },
    },
    {
      name: 'Only a Sunday and a Monday',
      seed: "INSERT INTO orders VALUES (1, '2024-06-09 12:00:00'), (2, '2024-06-10 12:00:00');",
      expected: {
        columns: ['weekday', 'orders'],
        rows: [
          ['Monday', 1],
          ['Sunday', 1],
        ],
      },
    },
    {
      name: 'A leap day (a Thursday)',
      seed: "INSERT INTO orders VALUES (1, '2024-02-29 08:00:00'), (2, '2024-03-01 08:00:00');",
      expected: {
        columns: ['weekday', 'orders'],
        rows: [
          ['Thursday', 1],
          ['Friday', 1],
        ],
      },
    },
    {
      name: 'No orders',
      seed: '',
      expected: {
        columns: ['weekday', 'orders'],
        rows: [],
      },
    },
    {
      name: 'Every day of one week',
      seed: "INSERT INTO orders VALUES (1, '2024-01-01 01:00:00'), (2, '2024-01-02 01:00:00'), (3, '2024-01-03 01:00:00'), (4, '2024-01-04 01:00:00'), (5, '2024-01-05 01:00:00'), (6, '2024-01-06 01:00:00'), (7, '2024-01-07 01:00:00');",
      expected: {
        columns: ['weekday', 'orders'],
        rows: [
          ['Monday', 1],
          ['Tuesday', 1],
          ['Wednesday', 1],
          ['Thursday', 1],
          ['Friday', 1],
          ['Saturday', 1],
          ['Sunday', 1],
        ],
      },
    },
    {
      name: 'Just before and after midnight',
      seed: "INSERT INTO orders VALUES (1, '2024-06-08 23:59:59'), (2, '2024-06-09 00:00:00');",
      expected: {
        columns: ['weekday', 'orders'],
        rows: [
          ['Saturday', 1],
          ['Sunday', 1],
        ],
      },
    },
    {
      name: 'Same weekday in different years',
      seed: "INSERT INTO orders VALUES (1, '2023-01-02 10:00:00'), (2, '2024-01-01 10:00:00'), (3, '2025-01-06 10:00:00');",
      expected: {
        columns: ['weekday', 'orders'],
        rows: [['Monday', 3]],
      },
    },
  ],
};
