import type { SqlProblemInput } from '../../problem-schema.ts';

export const problem: SqlProblemInput = {
  id: 'day-one-retention',
  language: 'sql',
  title: 'Day-1 Retention by Signup Day',
  topic: 'Metrics',
  difficulty: 'Hard',
  description:
    'For each signup day (the date part of `users.signed_up_at`), return `signup_day`, `signups` and `day1_retention_pct`: the percentage of those users with at least one activity on the **next calendar day**, rounded to 1 decimal. Activity on the signup day itself or later days does not count. Sort by signup_day.',
  constraints: ['Columns: signup_day, signups, day1_retention_pct', 'Order: signup_day ascending'],
  hints: [
    "The next day is `date(signed_up_at, '+1 day')`; compare it with `date(active_at)`.",
    'Use EXISTS (or COUNT(DISTINCT user_id) over a LEFT JOIN) so a user active several times that day counts once.',
    'Divide with `100.0 *` to avoid integer division.',
  ],
  schema: `CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  signed_up_at TEXT NOT NULL
);
CREATE TABLE activity (
  user_id INTEGER NOT NULL,
  active_at TEXT NOT NULL
);`,
  seed: `INSERT INTO users VALUES (1, '2024-01-01 09:00:00'), (2, '2024-01-01 23:30:00'), (3, '2024-01-02 12:00:00');
INSERT INTO activity VALUES (1, '2024-01-02 08:00:00'), (1, '2024-01-02 09:00:00'), (2, '2024-01-01 23:45:00'), (3, '2024-01-03 00:00:01');`,
  orderMatters: true,
  starterCode: `SELECT date(signed_up_at) AS signup_day, COUNT(*) AS signups, 0 AS day1_retention_pct
FROM users
GROUP BY signup_day;
`,
  solution: `SELECT date(u.signed_up_at) AS signup_day,
       COUNT(*) AS signups,
       ROUND(100.0 * SUM(EXISTS (
         SELECT 1 FROM activity AS a
         WHERE a.user_id = u.id AND date(a.active_at) = date(u.signed_up_at, '+1 day')
       )) / COUNT(*), 1) AS day1_retention_pct
FROM users AS u
GROUP BY signup_day
ORDER BY signup_day;
`,
  wrongSolutions: [
    {
      mistake: 'counts activity rows, not users',
      code: `SELECT date(u.signed_up_at) AS signup_day, COUNT(DISTINCT u.id) AS signups,
  ROUND(100.0 * COUNT(a.user_id) / COUNT(DISTINCT u.id), 1) AS day1_retention_pct
FROM users AS u LEFT JOIN activity AS a ON a.user_id = u.id AND date(a.active_at) = date(u.signed_up_at, '+1 day')
GROUP BY signup_day ORDER BY signup_day;
`,
    },
    {
      mistake: 'counts "within 24 hours" instead of the next calendar day',
      code: `SELECT date(u.signed_up_at) AS signup_day, COUNT(*) AS signups,
  ROUND(100.0 * SUM(EXISTS (SELECT 1 FROM activity AS a WHERE a.user_id = u.id AND julianday(a.active_at) > julianday(u.signed_up_at) AND julianday(a.active_at) <= julianday(u.signed_up_at) + 1)) / COUNT(*), 1) AS day1_retention_pct
FROM users AS u GROUP BY signup_day ORDER BY signup_day;
`,
    },
    {
      mistake: 'counts any later activity',
      code: `SELECT date(u.signed_up_at) AS signup_day, COUNT(*) AS signups,
  ROUND(100.0 * SUM(EXISTS (SELECT 1 FROM activity AS a WHERE a.user_id = u.id AND date(a.active_at) > date(u.signed_up_at))) / COUNT(*), 1) AS day1_retention_pct
FROM users AS u GROUP BY signup_day ORDER BY signup_day;
`,
    },
    {
      mistake: 'divides integers',
      code: `SELECT date(u.signed_up_at) AS signup_day, COUNT(*) AS signups,
  ROUND(100 * SUM(EXISTS (SELECT 1 FROM activity AS a WHERE a.user_id = u.id AND date(a.active_at) = date(u.signed_up_at, '+1 day'))) / COUNT(*), 1) AS day1_retention_pct
FROM users AS u GROUP BY signup_day ORDER BY signup_day;
`,
    },
  ],
  tests: [
    {
      name: 'Example data',
      hidden: false,
      expected: {
        columns: ['signup_day', 'signups', 'day1_retention_pct'],
        rows: [
          ['2024-01-01', 2, 50],
          ['2024-01-02', 1, 100],
        ],
      },
    },
    {
      name: 'Nobody comes back',
      seed: "INSERT INTO users VALUES (1, '2024-02-01 10:00:00'), (2, '2024-02-01 11:00:00');",
      expected: {
        columns: ['signup_day', 'signups', 'day1_retention_pct'],
        rows: [['2024-02-01', 2, 0]],
      },
    },
    {
      name: 'Signup at 23:59, back at 00:01',
      seed: `INSERT INTO users VALUES (1, '2024-03-01 23:59:00');
INSERT INTO activity VALUES (1, '2024-03-02 00:01:00');`,
      expected: {
        columns: ['signup_day', 'signups', 'day1_retention_pct'],
        rows: [['2024-03-01', 1, 100]],
      },
    },
    {
      name: 'No users',
      seed: '',
      expected: {
        columns: ['signup_day', 'signups', 'day1_retention_pct'],
        rows: [],
      },
    },
    {
      name: 'A third of a cohort',
      seed: `INSERT INTO users VALUES (1, '2024-04-01'), (2, '2024-04-01'), (3, '2024-04-01');
INSERT INTO activity VALUES (2, '2024-04-02 13:00:00'), (2, '2024-04-02 14:00:00'), (3, '2024-04-03 10:00:00');`,
      expected: {
        columns: ['signup_day', 'signups', 'day1_retention_pct'],
        rows: [['2024-04-01', 3, 33.3]],
      },
    },
    {
      name: 'Across a month end on a leap year',
      seed: `INSERT INTO users VALUES (1, '2024-02-29 10:00:00'), (2, '2024-02-28 10:00:00');
INSERT INTO activity VALUES (1, '2024-03-01 09:00:00'), (2, '2024-02-29 11:00:00');`,
      expected: {
        columns: ['signup_day', 'signups', 'day1_retention_pct'],
        rows: [
          ['2024-02-28', 1, 100],
          ['2024-02-29', 1, 100],
        ],
      },
    },
    {
      name: 'Back on day 2 only',
      seed: `INSERT INTO users VALUES (1, '2024-05-10 08:00:00');
INSERT INTO activity VALUES (1, '2024-05-10 09:00:00'), (1, '2024-05-12 09:00:00');`,
      expected: {
        columns: ['signup_day', 'signups', 'day1_retention_pct'],
        rows: [['2024-05-10', 1, 0]],
      },
    },
  ],
};
