import type { SqlProblemInput } from '../../problem-schema.ts';

export const problem: SqlProblemInput = {
  id: 'longest-login-streak',
  language: 'sql',
  title: 'Longest Login Streak',
  topic: 'Gaps & Islands',
  difficulty: 'Hard',
  description:
    '`logins` records every login (several a day are possible). For each user return `longest_streak`: the most consecutive calendar days with at least one login. Sort by user_id.',
  constraints: ['Columns: user_id, longest_streak', 'Order: user_id ascending'],
  hints: [
    'First reduce to one row per user and day: `SELECT DISTINCT user_id, date(logged_at)`.',
    'Within a run of consecutive days, `julianday(day) - ROW_NUMBER() OVER (PARTITION BY user_id ORDER BY day)` is constant: group by it.',
    'Count each group, then take the MAX per user.',
  ],
  schema: `CREATE TABLE logins (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL,
  logged_at TEXT NOT NULL
);`,
  seed: `INSERT INTO logins VALUES (1, 1, '2024-01-01 08:00'), (2, 1, '2024-01-02 09:00'), (3, 1, '2024-01-02 21:00'),
  (4, 1, '2024-01-03 07:00'), (5, 1, '2024-01-05 10:00'), (6, 2, '2024-01-10 10:00'), (7, 2, '2024-01-12 10:00');`,
  orderMatters: true,
  starterCode: `SELECT user_id, COUNT(*) AS longest_streak
FROM logins
GROUP BY user_id;
`,
  solution: `WITH days AS (
  SELECT DISTINCT user_id, date(logged_at) AS day FROM logins
),
grouped AS (
  SELECT user_id, day,
         julianday(day) - ROW_NUMBER() OVER (PARTITION BY user_id ORDER BY day) AS grp
  FROM days
),
streaks AS (
  SELECT user_id, COUNT(*) AS streak FROM grouped GROUP BY user_id, grp
)
SELECT user_id, MAX(streak) AS longest_streak
FROM streaks
GROUP BY user_id
ORDER BY user_id;
`,
  wrongSolutions: [
    {
      mistake: 'does not collapse several logins on one day',
      code: `WITH g AS (SELECT user_id, julianday(date(logged_at)) - ROW_NUMBER() OVER (PARTITION BY user_id ORDER BY logged_at) AS grp FROM logins),
s AS (SELECT user_id, COUNT(*) AS streak FROM g GROUP BY user_id, grp)
SELECT user_id, MAX(streak) AS longest_streak FROM s GROUP BY user_id ORDER BY user_id;
`,
    },
    {
      mistake: 'counts distinct login days instead of the longest run',
      code: `SELECT user_id, COUNT(DISTINCT date(logged_at)) AS longest_streak FROM logins GROUP BY user_id ORDER BY user_id;
`,
    },
    {
      mistake: 'finds the runs with DENSE_RANK but counts logins, not days',
      code: `WITH g AS (SELECT user_id, julianday(date(logged_at)) - DENSE_RANK() OVER (PARTITION BY user_id ORDER BY date(logged_at)) AS grp FROM logins),
s AS (SELECT user_id, COUNT(*) AS streak FROM g GROUP BY user_id, grp)
SELECT user_id, MAX(streak) AS longest_streak FROM s GROUP BY user_id ORDER BY user_id;
`,
    },
  ],
  tests: [
    {
      name: 'Example data',
      hidden: false,
      expected: {
        columns: ['user_id', 'longest_streak'],
        rows: [
          [1, 3],
          [2, 1],
        ],
      },
    },
    {
      name: 'Across a month end and a leap day',
      seed: "INSERT INTO logins VALUES (1, 1, '2024-02-28 10:00'), (2, 1, '2024-02-29 10:00'), (3, 1, '2024-03-01 10:00'), (4, 1, '2024-03-03 10:00');",
      expected: {
        columns: ['user_id', 'longest_streak'],
        rows: [[1, 3]],
      },
    },
    {
      name: 'Many logins on one day',
      seed: "INSERT INTO logins VALUES (1, 2, '2024-05-01 01:00'), (2, 2, '2024-05-01 02:00'), (3, 2, '2024-05-01 03:00'), (4, 2, '2024-05-03 00:00');",
      expected: {
        columns: ['user_id', 'longest_streak'],
        rows: [[2, 1]],
      },
    },
    {
      name: 'No logins',
      seed: '',
      expected: {
        columns: ['user_id', 'longest_streak'],
        rows: [],
      },
    },
    {
      name: 'Two streaks of equal length',
      seed: "INSERT INTO logins VALUES (1, 3, '2024-01-01'), (2, 3, '2024-01-02'), (3, 3, '2024-01-10'), (4, 3, '2024-01-11');",
      expected: {
        columns: ['user_id', 'longest_streak'],
        rows: [[3, 2]],
      },
    },
    {
      name: 'The longest streak comes last',
      seed: "INSERT INTO logins VALUES (1, 4, '2024-07-01'), (2, 4, '2024-07-05'), (3, 4, '2024-07-06'), (4, 4, '2024-07-07'), (5, 5, '2024-07-06'), (6, 5, '2024-07-07');",
      expected: {
        columns: ['user_id', 'longest_streak'],
        rows: [
          [4, 3],
          [5, 2],
        ],
      },
    },
    {
      name: 'Across a year end, unsorted',
      seed: "INSERT INTO logins VALUES (1, 6, '2024-01-01 00:00'), (2, 6, '2023-12-31 23:59'), (3, 6, '2023-12-30 12:00'), (4, 7, '2023-12-31 10:00');",
      expected: {
        columns: ['user_id', 'longest_streak'],
        rows: [
          [6, 3],
          [7, 1],
        ],
      },
    },
  ],
};
