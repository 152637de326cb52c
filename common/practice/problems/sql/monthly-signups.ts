import type { SqlProblemInput } from '../../problem-schema.ts';

export const problem: SqlProblemInput = {
  id: 'monthly-signups',
  language: 'sql',
  title: 'Sign-ups per Month',
  topic: 'Dates',
  difficulty: 'Easy',
  description:
    '`signed_up_at` holds a timestamp as text (`YYYY-MM-DD HH:MM:SS`, sometimes only `YYYY-MM-DD`). Count the sign-ups per month: return `month` as `YYYY-MM` and `signups`, in month order. Months without sign-ups are not listed.',
  constraints: ['Columns: month, signups', 'Order: month ascending'],
  hints: [
    "SQLite's `strftime('%Y-%m', signed_up_at)` extracts the month.",
    'Group by that expression (you can group by its alias).',
  ],
  schema: `CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL,
  signed_up_at TEXT NOT NULL
);`,
  seed: `INSERT INTO users VALUES
  (1, 'a@x.io', '2024-01-03 10:00:00'), (2, 'b@x.io', '2024-01-28 23:59:59'),
  (3, 'c@x.io', '2024-02-01 00:00:00'), (4, 'd@x.io', '2024-03-15 12:30:00'),
  (5, 'e@x.io', '2024-03-31 08:00:00');`,
  orderMatters: true,
  starterCode: `SELECT signed_up_at, COUNT(*) AS signups
FROM users
GROUP BY signed_up_at;
`,
  solution: `SELECT strftime('%Y-%m', signed_up_at) AS month, COUNT(*) AS signups
FROM users
GROUP BY month
ORDER BY month;
`,
  wrongSolutions: [
    {
      mistake: 'groups by month of year, merging years',
      code: `SELECT MIN(strftime('%Y-%m', signed_up_at)) AS month, COUNT(*) AS signups
FROM users GROUP BY strftime('%m', signed_up_at) ORDER BY month;
`,
    },
    {
      mistake: 'cuts the month one character short',
      code: `SELECT substr(signed_up_at, 1, 6) AS month, COUNT(*) AS signups
FROM users GROUP BY month ORDER BY month;
`,
    },
    {
      mistake: 'counts distinct e-mails instead of sign-ups',
      code: `SELECT strftime('%Y-%m', signed_up_at) AS month, COUNT(DISTINCT email) AS signups
FROM users GROUP BY month ORDER BY month;
`,
    },
  ],
  tests: [
    {
      name: 'Example data',
      hidden: false,
      expected: {
        columns: ['month', 'signups'],
        rows: [
          ['2024-01', 2],
          ['2024-02', 1],
          ['2024-03', 2],
        ],
      },
    },
    {
      name: 'No users',
      seed: '',
      expected: {
        columns: ['month', 'signups'],
        rows: [],
      },
    },
    {
      name: 'Across New Year',
      seed: "INSERT INTO users VALUES (1, 'a@x.io', '2023-12-31 23:59:59'), (2, 'b@x.io', '2024-01-01 00:00:00');",
      expected: {
        columns: ['month', 'signups'],
        rows: [
          ['2023-12', 1],
          ['2024-01', 1],
        ],
      },
    },
    {
      name: 'The same month in different years',
      seed: "INSERT INTO users VALUES (1, 'a@x.io', '2023-05-05 10:00:00'), (2, 'b@x.io', '2024-05-05 10:00:00'), (3, 'c@x.io', '2024-05-06 10:00:00');",
      expected: {
        columns: ['month', 'signups'],
        rows: [
          ['2023-05', 1],
          ['2024-05', 2],
        ],
      },
    },
    {
      name: 'Dates without a time',
      seed: "INSERT INTO users VALUES (1, 'a@x.io', '2024-07-04'), (2, 'b@x.io', '2024-07-05');",
      expected: {
        columns: ['month', 'signups'],
        rows: [['2024-07', 2]],
      },
    },
    {
      name: 'A leap day',
      seed: "INSERT INTO users VALUES (1, 'a@x.io', '2024-02-29 12:00:00');",
      expected: {
        columns: ['month', 'signups'],
        rows: [['2024-02', 1]],
      },
    },
    {
      name: 'One e-mail signing up twice in a month',
      seed: "INSERT INTO users VALUES (1, 'a@x.io', '2024-03-01 10:00:00'), (2, 'a@x.io', '2024-03-02 11:00:00'), (3, 'b@x.io', '2024-04-30');",
      expected: {
        columns: ['month', 'signups'],
        rows: [
          ['2024-03', 2],
          ['2024-04', 1],
        ],
      },
    },
  ],
};
