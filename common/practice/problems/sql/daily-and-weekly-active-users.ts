import type { SqlProblemInput } from '../../problem-schema.ts';

export const problem: SqlProblemInput = {
  id: 'daily-and-weekly-active-users',
  language: 'sql',
  title: 'Daily and Weekly Active Users',
  topic: 'Metrics',
  difficulty: 'Medium',
  description:
    'For each day that has activity, return `day`, `dau` (distinct users active that day) and `wau` (distinct users active in the 7 days ending that day, the day included). Sort by day.',
  constraints: ['Columns: day, dau, wau', 'Order: day ascending'],
  hints: [
    'COUNT(DISTINCT) is not allowed as a window function in SQLite: join the list of days to the activity of the 7-day range instead.',
    "The range is `a.day BETWEEN date(d.day, '-6 days') AND d.day`.",
  ],
  schema: `CREATE TABLE activity (
  user_id INTEGER NOT NULL,
  day TEXT NOT NULL
);`,
  seed: "INSERT INTO activity VALUES (1, '2024-06-01'), (2, '2024-06-01'), (1, '2024-06-03'), (3, '2024-06-07'), (1, '2024-06-08'), (1, '2024-06-08');",
  orderMatters: true,
  starterCode: `SELECT day, COUNT(DISTINCT user_id) AS dau, COUNT(DISTINCT user_id) AS wau
FROM activity
GROUP BY day;
`,
  solution: `WITH days AS (SELECT DISTINCT day FROM activity)
SELECT d.day,
       (SELECT COUNT(DISTINCT user_id) FROM activity WHERE day = d.day) AS dau,
       COUNT(DISTINCT a.user_id) AS wau
FROM days AS d
JOIN activity AS a ON a.day BETWEEN date(d.day, '-6 days') AND d.day
GROUP BY d.day
ORDER BY d.day;
`,
  wrongSolutions: [
    {
      mistake: 'takes 8 days for the week',
      code: `WITH days AS (SELECT DISTINCT day FROM activity)
SELECT d.day, (SELECT COUNT(DISTINCT user_id) FROM activity WHERE day = d.day) AS dau, COUNT(DISTINCT a.user_id) AS wau
FROM days AS d JOIN activity AS a ON a.day BETWEEN date(d.day, '-7 days') AND d.day GROUP BY d.day ORDER BY d.day;
`,
    },
    {
      mistake: 'adds up the daily counts of the week (users counted twice)',
      code: `WITH daily AS (SELECT day, COUNT(DISTINCT user_id) AS dau FROM activity GROUP BY day)
SELECT day, dau, SUM(dau) OVER (ORDER BY julianday(day) RANGE BETWEEN 6 PRECEDING AND CURRENT ROW) AS wau FROM daily ORDER BY day;
`,
    },
    {
      mistake: 'counts activity rows for dau',
      code: `WITH days AS (SELECT DISTINCT day FROM activity)
SELECT d.day, (SELECT COUNT(*) FROM activity WHERE day = d.day) AS dau, COUNT(DISTINCT a.user_id) AS wau
FROM days AS d JOIN activity AS a ON a.day BETWEEN date(d.day, '-6 days') AND d.day GROUP BY d.day ORDER BY d.day;
`,
    },
  ],
  tests: [
    {
      name: 'Example data',
      hidden: false,
      expected: {
        columns: ['day', 'dau', 'wau'],
        rows: [
          ['2024-06-01', 2, 2],
          ['2024-06-03', 1, 2],
          ['2024-06-07', 1, 3],
          ['2024-06-08', 1, 2],
        ],
      },
    },
    {
      name: 'The same users every day',
      seed: "INSERT INTO activity VALUES (1, '2024-01-01'), (1, '2024-01-02'), (2, '2024-01-02'), (2, '2024-01-03');",
      expected: {
        columns: ['day', 'dau', 'wau'],
        rows: [
          ['2024-01-01', 1, 1],
          ['2024-01-02', 2, 2],
          ['2024-01-03', 1, 2],
        ],
      },
    },
    {
      name: 'Exactly 7 days apart',
      seed: "INSERT INTO activity VALUES (1, '2024-03-01'), (2, '2024-03-08'), (3, '2024-03-07');",
      expected: {
        columns: ['day', 'dau', 'wau'],
        rows: [
          ['2024-03-01', 1, 1],
          ['2024-03-07', 1, 2],
          ['2024-03-08', 1, 2],
        ],
      },
    },
    {
      name: 'No activity',
      seed: '',
      expected: {
        columns: ['day', 'dau', 'wau'],
        rows: [],
      },
    },
    {
      name: 'Duplicates within a day',
      seed: "INSERT INTO activity VALUES (5, '2024-04-01'), (5, '2024-04-01'), (5, '2024-04-01'), (6, '2024-04-01');",
      expected: {
        columns: ['day', 'dau', 'wau'],
        rows: [['2024-04-01', 2, 2]],
      },
    },
    {
      name: 'Across a leap day',
      seed: "INSERT INTO activity VALUES (1, '2024-02-24'), (2, '2024-02-29'), (3, '2024-03-01'), (1, '2024-03-02');",
      expected: {
        columns: ['day', 'dau', 'wau'],
        rows: [
          ['2024-02-24', 1, 1],
          ['2024-02-29', 1, 2],
          ['2024-03-01', 1, 3],
          ['2024-03-02', 1, 3],
        ],
      },
    },
    {
      name: 'Far apart days',
      seed: "INSERT INTO activity VALUES (1, '2024-01-01'), (1, '2024-02-01'), (2, '2024-02-01');",
      expected: {
        columns: ['day', 'dau', 'wau'],
        rows: [
          ['2024-01-01', 1, 1],
          ['2024-02-01', 2, 2],
        ],
      },
    },
  ],
};
