import type { SqlProblemInput } from '../../problem-schema.ts';

export const problem: SqlProblemInput = {
  id: 'running-total',
  language: 'sql',
  title: 'Running Total of Sales',
  topic: 'Window Functions',
  difficulty: 'Medium',
  description:
    '`daily_sales` has one row per day (`day` is an ISO date, unique). Return `day`, `amount` and `running_total`, the sum of all amounts up to and including that day, in date order.',
  constraints: ['Columns: day, amount, running_total', 'Order: day ascending', 'Days are unique'],
  hints: [
    '`SUM(amount) OVER (ORDER BY day)` is a cumulative sum.',
    'ISO dates sort correctly as text.',
  ],
  schema: `CREATE TABLE daily_sales (
  day TEXT PRIMARY KEY,
  amount REAL NOT NULL
);`,
  seed: "INSERT INTO daily_sales VALUES ('2024-01-01', 100), ('2024-01-02', 50), ('2024-01-03', 75.5), ('2024-01-04', 0);",
  orderMatters: true,
  starterCode: `SELECT day, amount
FROM daily_sales
ORDER BY day;
`,
  solution: `SELECT day, amount, SUM(amount) OVER (ORDER BY day) AS running_total
FROM daily_sales
ORDER BY day;
`,
  solutionNotes:
    'With ORDER BY inside OVER, the window frame runs from the first row to the current one.',
  wrongSolutions: [
    {
      mistake: 'orders the window by amount',
      code: `SELECT day, amount, SUM(amount) OVER (ORDER BY amount) AS running_total FROM daily_sales ORDER BY day;
`,
    },
    {
      mistake: 'sums the whole table on every row',
      code: `SELECT day, amount, SUM(amount) OVER () AS running_total FROM daily_sales ORDER BY day;
`,
    },
    {
      mistake: 'leaves out the current day',
      code: `SELECT day, amount, COALESCE(SUM(amount) OVER (ORDER BY day ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS running_total FROM daily_sales ORDER BY day;
`,
    },
  ],
  tests: [
    {
      name: 'Example data',
      hidden: false,
      expected: {
        columns: ['day', 'amount', 'running_total'],
        rows: [
          ['2024-01-01', 100, 100],
          ['2024-01-02', 50, 150],
          ['2024-01-03', 75.5, 225.5],
          ['2024-01-04', 0, 225.5],
        ],
      },
    },
    {
      name: 'No sales',
      seed: '',
      expected: {
        columns: ['day', 'amount', 'running_total'],
        rows: [],
      },
    },
    {
      name: 'A single day',
      seed: "INSERT INTO daily_sales VALUES ('2024-05-05', 42);",
      expected: {
        columns: ['day', 'amount', 'running_total'],
        rows: [['2024-05-05', 42, 42]],
      },
    },
    {
      name: 'Rows stored out of order',
      seed: "INSERT INTO daily_sales VALUES ('2024-01-03', 3), ('2024-01-01', 1), ('2024-01-02', 2);",
      expected: {
        columns: ['day', 'amount', 'running_total'],
        rows: [
          ['2024-01-01', 1, 1],
          ['2024-01-02', 2, 3],
          ['2024-01-03', 3, 6],
        ],
      },
    },
    {
      name: 'Refunds make the total go down',
      seed: "INSERT INTO daily_sales VALUES ('2024-01-01', 10), ('2024-01-02', -4), ('2024-01-03', 6);",
      expected: {
        columns: ['day', 'amount', 'running_total'],
        rows: [
          ['2024-01-01', 10, 10],
          ['2024-01-02', -4, 6],
          ['2024-01-03', 6, 12],
        ],
      },
    },
    {
      name: 'Across month and year ends',
      seed: "INSERT INTO daily_sales VALUES ('2024-01-31', 5), ('2024-02-01', 5), ('2023-12-31', 1);",
      expected: {
        columns: ['day', 'amount', 'running_total'],
        rows: [
          ['2023-12-31', 1, 1],
          ['2024-01-31', 5, 6],
          ['2024-02-01', 5, 11],
        ],
      },
    },
    {
      name: 'Days with zero sales',
      seed: "INSERT INTO daily_sales VALUES ('2024-05-02', 0), ('2024-05-01', 10), ('2024-05-03', 0);",
      expected: {
        columns: ['day', 'amount', 'running_total'],
        rows: [
          ['2024-05-01', 10, 10],
          ['2024-05-02', 0, 10],
          ['2024-05-03', 0, 10],
        ],
      },
    },
  ],
};
