import type { SqlProblemInput } from '../../problem-schema.ts';

export const problem: SqlProblemInput = {
  id: 'trailing-seven-day-average',
  language: 'sql',
  title: 'Trailing 7-Day Average',
  topic: 'Window Functions',
  difficulty: 'Hard',
  description:
    '`daily_revenue` has one row per day **with sales**; days without sales are missing. For each row return `day`, `revenue` and `avg_7d`: the average revenue of the rows dated within the 7 calendar days ending that day (the day itself and the 6 before), rounded to 2 decimals. Missing days are not counted as zero; they are simply absent. Sort by day.',
  constraints: [
    'Columns: day, revenue, avg_7d',
    'Order: day ascending',
    'Days are unique ISO dates',
  ],
  hints: [
    '`ROWS BETWEEN 6 PRECEDING` counts rows, not days: with missing days it reaches too far back.',
    'Use a RANGE frame over a number: `AVG(revenue) OVER (ORDER BY julianday(day) RANGE BETWEEN 6 PRECEDING AND CURRENT ROW)`.',
    "A correlated subquery over `day BETWEEN date(d.day, '-6 days') AND d.day` works too.",
  ],
  schema: `CREATE TABLE daily_revenue (
  day TEXT PRIMARY KEY,
  revenue REAL NOT NULL
);`,
  seed: `INSERT INTO daily_revenue VALUES ('2024-03-01', 100), ('2024-03-02', 200), ('2024-03-05', 300),
  ('2024-03-08', 400), ('2024-03-09', 500);`,
  orderMatters: true,
  starterCode: `SELECT day, revenue, revenue AS avg_7d
FROM daily_revenue
ORDER BY day;
`,
  solution: `SELECT day, revenue,
       ROUND(AVG(revenue) OVER (
         ORDER BY julianday(day) RANGE BETWEEN 6 PRECEDING AND CURRENT ROW
       ), 2) AS avg_7d
FROM daily_revenue
ORDER BY day;
`,
  wrongSolutions: [
    {
      mistake: 'counts 7 rows instead of 7 days',
      code: `SELECT day, revenue, ROUND(AVG(revenue) OVER (ORDER BY day ROWS BETWEEN 6 PRECEDING AND CURRENT ROW), 2) AS avg_7d
FROM daily_revenue ORDER BY day;
`,
    },
    {
      mistake: 'takes 8 days (7 PRECEDING)',
      code: `SELECT day, revenue, ROUND(AVG(revenue) OVER (ORDER BY julianday(day) RANGE BETWEEN 7 PRECEDING AND CURRENT ROW), 2) AS avg_7d
FROM daily_revenue ORDER BY day;
`,
    },
    {
      mistake: 'divides by 7 as if missing days were zero',
      code: `SELECT day, revenue, ROUND(SUM(revenue) OVER (ORDER BY julianday(day) RANGE BETWEEN 6 PRECEDING AND CURRENT ROW) / 7.0, 2) AS avg_7d
FROM daily_revenue ORDER BY day;
`,
    },
  ],
  tests: [
    {
      name: 'Example data',
      hidden: false,
      expected: {
        columns: ['day', 'revenue', 'avg_7d'],
        rows: [
          ['2024-03-01', 100, 100],
          ['2024-03-02', 200, 150],
          ['2024-03-05', 300, 200],
          ['2024-03-08', 400, 300],
          ['2024-03-09', 500, 400],
        ],
      },
    },
    {
      name: 'Consecutive days',
      seed: "INSERT INTO daily_revenue VALUES ('2024-01-01', 1), ('2024-01-02', 2), ('2024-01-03', 3), ('2024-01-04', 4), ('2024-01-05', 5), ('2024-01-06', 6), ('2024-01-07', 7), ('2024-01-08', 8), ('2024-01-09', 9);",
      expected: {
        columns: ['day', 'revenue', 'avg_7d'],
        rows: [
          ['2024-01-01', 1, 1],
          ['2024-01-02', 2, 1.5],
          ['2024-01-03', 3, 2],
          ['2024-01-04', 4, 2.5],
          ['2024-01-05', 5, 3],
          ['2024-01-06', 6, 3.5],
          ['2024-01-07', 7, 4],
          ['2024-01-08', 8, 5],
          ['2024-01-09', 9, 6],
        ],
      },
    },
    {
      name: 'Exactly 7 days apart falls out',
      seed: "INSERT INTO daily_revenue VALUES ('2024-05-01', 10), ('2024-05-08', 20), ('2024-05-07', 40);",
      expected: {
        columns: ['day', 'revenue', 'avg_7d'],
        rows: [
          ['2024-05-01', 10, 10],
          ['2024-05-07', 40, 25],
          ['2024-05-08', 20, 30],
        ],
      },
    },
    {
      name: 'Across a month end and a leap day',
      seed: "INSERT INTO daily_revenue VALUES ('2024-02-25', 7), ('2024-02-29', 3), ('2024-03-02', 5), ('2024-03-03', 9);",
      expected: {
        columns: ['day', 'revenue', 'avg_7d'],
        rows: [
          ['2024-02-25', 7, 7],
          ['2024-02-29', 3, 5],
          ['2024-03-02', 5, 5],
          ['2024-03-03', 9, 5.67],
        ],
      },
    },
    {
      name: 'No data',
      seed: '',
      expected: {
        columns: ['day', 'revenue', 'avg_7d'],
        rows: [],
      },
    },
    {
      name: 'A single day',
      seed: "INSERT INTO daily_revenue VALUES ('2024-12-31', 12.5);",
      expected: {
        columns: ['day', 'revenue', 'avg_7d'],
        rows: [['2024-12-31', 12.5, 12.5]],
      },
    },
    {
      name: 'Sparse data, stored out of order',
      seed: "INSERT INTO daily_revenue VALUES ('2024-07-20', 1), ('2024-07-01', 100), ('2024-07-10', 10), ('2024-07-12', 4);",
      expected: {
        columns: ['day', 'revenue', 'avg_7d'],
        rows: [
          ['2024-07-01', 100, 100],
          ['2024-07-10', 10, 10],
          ['2024-07-12', 4, 7],
          ['2024-07-20', 1, 1],
        ],
      },
    },
  ],
};
