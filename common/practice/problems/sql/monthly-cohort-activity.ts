import type { SqlProblemInput } from '../../problem-schema.ts';

export const problem: SqlProblemInput = {
  id: 'monthly-cohort-activity',
  language: 'sql',
  title: 'Monthly Cohort Activity',
  topic: 'Metrics',
  difficulty: 'Hard',
  description:
    'Assign every user to the cohort of their signup month (`YYYY-MM`). For each cohort and each month offset with activity, return `cohort`, `months_since` (0 for the signup month, 1 for the next calendar month, …) and `active_users` (distinct users of the cohort active in that month). Sort by cohort, then months_since.',
  constraints: ['Columns: cohort, months_since, active_users', 'Order: cohort, months_since'],
  hints: [
    "Month offset: `(year(active) - year(signup)) * 12 + month(active) - month(signup)`, with years and months from `strftime('%Y')` / `strftime('%m')` cast to integers.",
    'Count DISTINCT users: one user active many times in a month counts once.',
  ],
  schema: `CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  signed_up_on TEXT NOT NULL
);
CREATE TABLE activity (
  user_id INTEGER NOT NULL,
  active_on TEXT NOT NULL
);`,
  seed: `INSERT INTO users VALUES (1, '2024-01-15'), (2, '2024-01-31'), (3, '2024-02-01');
INSERT INTO activity VALUES (1, '2024-01-20'), (2, '2024-02-01'), (1, '2024-02-10'), (1, '2024-02-11'), (3, '2024-03-05');`,
  orderMatters: true,
  starterCode: `SELECT strftime('%Y-%m', signed_up_on) AS cohort, 0 AS months_since, COUNT(*) AS active_users
FROM users
GROUP BY cohort;
`,
  solution: `SELECT strftime('%Y-%m', u.signed_up_on) AS cohort,
       (CAST(strftime('%Y', a.active_on) AS INTEGER) - CAST(strftime('%Y', u.signed_up_on) AS INTEGER)) * 12
         + CAST(strftime('%m', a.active_on) AS INTEGER) - CAST(strftime('%m', u.signed_up_on) AS INTEGER) AS months_since,
       COUNT(DISTINCT u.id) AS active_users
FROM users AS u
JOIN activity AS a ON a.user_id = u.id
GROUP BY cohort, months_since
ORDER BY cohort, months_since;
`,
  wrongSolutions: [
    {
      mistake: 'measures 30-day periods instead of calendar months',
      code: `SELECT strftime('%Y-%m', u.signed_up_on) AS cohort, CAST((julianday(a.active_on) - julianday(u.signed_up_on)) / 30 AS INTEGER) AS months_since, COUNT(DISTINCT u.id) AS active_users
FROM users AS u JOIN activity AS a ON a.user_id = u.id GROUP BY cohort, months_since ORDER BY cohort, months_since;
`,
    },
    {
      mistake: 'counts activity rows, not users',
      code: `SELECT strftime('%Y-%m', u.signed_up_on) AS cohort, (CAST(strftime('%Y', a.active_on) AS INTEGER) - CAST(strftime('%Y', u.signed_up_on) AS INTEGER)) * 12 + CAST(strftime('%m', a.active_on) AS INTEGER) - CAST(strftime('%m', u.signed_up_on) AS INTEGER) AS months_since, COUNT(*) AS active_users
FROM users AS u JOIN activity AS a ON a.user_id = u.id GROUP BY cohort, months_since ORDER BY cohort, months_since;
`,
    },
    {
      mistake: 'ignores the year in the month offset',
      code: `SELECT strftime('%Y-%m', u.signed_up_on) AS cohort, CAST(strftime('%m', a.active_on) AS INTEGER) - CAST(strftime('%m', u.signed_up_on) AS INTEGER) AS months_since, COUNT(DISTINCT u.id) AS active_users
FROM users AS u JOIN activity AS a ON a.user_id = u.id GROUP BY cohort, months_since ORDER BY cohort, months_since;
`,
    },
  ],
  tests: [
    {
      name: 'Example data',
      hidden: false,
      expected: {
        columns: ['cohort', 'months_since', 'active_users'],
        rows: [
          ['2024-01', 0, 1],
          ['2024-01', 1, 2],
          ['2024-02', 1, 1],
        ],
      },
    },
    {
      name: 'Across a year end',
      seed: `INSERT INTO users VALUES (1, '2023-12-20');
INSERT INTO activity VALUES (1, '2024-01-02'), (1, '2024-12-01');`,
      expected: {
        columns: ['cohort', 'months_since', 'active_users'],
        rows: [
          ['2023-12', 1, 1],
          ['2023-12', 12, 1],
        ],
      },
    },
    {
      name: 'Signed up at month end, active the next day',
      seed: `INSERT INTO users VALUES (1, '2024-01-31'), (2, '2024-03-31');
INSERT INTO activity VALUES (1, '2024-02-01'), (2, '2024-04-29');`,
      expected: {
        columns: ['cohort', 'months_since', 'active_users'],
        rows: [
          ['2024-01', 1, 1],
          ['2024-03', 1, 1],
        ],
      },
    },
    {
      name: 'No activity',
      seed: "INSERT INTO users VALUES (1, '2024-01-01');",
      expected: {
        columns: ['cohort', 'months_since', 'active_users'],
        rows: [],
      },
    },
    {
      name: 'No users',
      seed: '',
      expected: {
        columns: ['cohort', 'months_since', 'active_users'],
        rows: [],
      },
    },
    {
      name: 'One user active every day of a month',
      seed: `INSERT INTO users VALUES (1, '2024-05-01');
INSERT INTO activity VALUES (1, '2024-05-01'), (1, '2024-05-02'), (1, '2024-05-03'), (1, '2024-06-30');`,
      expected: {
        columns: ['cohort', 'months_since', 'active_users'],
        rows: [
          ['2024-05', 0, 1],
          ['2024-05', 1, 1],
        ],
      },
    },
    {
      name: 'Two cohorts, same active month',
      seed: `INSERT INTO users VALUES (1, '2024-01-10'), (2, '2024-02-10'), (3, '2024-02-11');
INSERT INTO activity VALUES (1, '2024-03-01'), (2, '2024-03-01'), (3, '2024-03-02'), (3, '2024-02-12');`,
      expected: {
        columns: ['cohort', 'months_since', 'active_users'],
        rows: [
          ['2024-01', 2, 1],
          ['2024-02', 0, 1],
          ['2024-02', 1, 2],
        ],
      },
    },
  ],
};
