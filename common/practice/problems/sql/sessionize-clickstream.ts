import type { SqlProblemInput } from '../../problem-schema.ts';

export const problem: SqlProblemInput = {
  id: 'sessionize-clickstream',
  language: 'sql',
  title: 'Sessionise a Clickstream',
  topic: 'Sessionisation',
  difficulty: 'Hard',
  description:
    'A session ends after **more than 30 minutes** without a click (a click exactly 30 minutes after the previous one continues the session). Return each session as `user_id`, `session_number` (1, 2, … per user in time order), `started_at`, `ended_at` and `clicks`. Timestamps are `YYYY-MM-DD HH:MM:SS`. Sort by user_id, then session_number.',
  constraints: [
    'Columns: user_id, session_number, started_at, ended_at, clicks',
    'Order: user_id, session_number',
  ],
  hints: [
    "Flag a click as a session start when the gap since the user's previous click (LAG) is over 30 minutes, or when there is no previous click.",
    'Compare times as numbers: `(julianday(clicked_at) - julianday(previous)) * 24 * 60 > 30` (or `unixepoch` differences > 1800 seconds).',
    'A running SUM of the start flags numbers the sessions; then group by it.',
  ],
  schema: `CREATE TABLE clicks (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL,
  clicked_at TEXT NOT NULL
);`,
  seed: `INSERT INTO clicks VALUES (1, 1, '2024-05-01 10:00:00'), (2, 1, '2024-05-01 10:20:00'), (3, 1, '2024-05-01 11:05:00'),
  (4, 2, '2024-05-01 09:00:00'), (5, 1, '2024-05-01 11:10:00');`,
  orderMatters: true,
  starterCode: `SELECT user_id, 1 AS session_number, MIN(clicked_at) AS started_at, MAX(clicked_at) AS ended_at, COUNT(*) AS clicks
FROM clicks
GROUP BY user_id;
`,
  solution: `WITH flagged AS (
  SELECT user_id, clicked_at,
         CASE
           WHEN LAG(clicked_at) OVER w IS NULL THEN 1
           WHEN unixepoch(clicked_at) - unixepoch(LAG(clicked_at) OVER w) > 1800 THEN 1
           ELSE 0
         END AS is_start
  FROM clicks
  WINDOW w AS (PARTITION BY user_id ORDER BY clicked_at, id)
),
numbered AS (
  SELECT user_id, clicked_at,
         SUM(is_start) OVER (PARTITION BY user_id ORDER BY clicked_at ROWS UNBOUNDED PRECEDING) AS session_number
  FROM flagged
)
SELECT user_id, session_number, MIN(clicked_at) AS started_at, MAX(clicked_at) AS ended_at, COUNT(*) AS clicks
FROM numbered
GROUP BY user_id, session_number
ORDER BY user_id, session_number;
`,
  wrongSolutions: [
    {
      mistake: 'splits at exactly 30 minutes (>= instead of >)',
      code: `WITH f AS (SELECT user_id, clicked_at, CASE WHEN LAG(clicked_at) OVER w IS NULL OR unixepoch(clicked_at) - unixepoch(LAG(clicked_at) OVER w) >= 1800 THEN 1 ELSE 0 END AS s
  FROM clicks WINDOW w AS (PARTITION BY user_id ORDER BY clicked_at, id)),
n AS (SELECT user_id, clicked_at, SUM(s) OVER (PARTITION BY user_id ORDER BY clicked_at ROWS UNBOUNDED PRECEDING) AS session_number FROM f)
SELECT user_id, session_number, MIN(clicked_at) AS started_at, MAX(clicked_at) AS ended_at, COUNT(*) AS clicks FROM n GROUP BY user_id, session_number ORDER BY user_id, session_number;
`,
    },
    {
      mistake: 'measures the gap from the session start, not the previous click',
      code: `WITH f AS (SELECT user_id, clicked_at, CASE WHEN unixepoch(clicked_at) - unixepoch(MIN(clicked_at) OVER (PARTITION BY user_id)) > 1800 THEN 1 ELSE 0 END AS late FROM clicks)
SELECT user_id, late + 1 AS session_number, MIN(clicked_at) AS started_at, MAX(clicked_at) AS ended_at, COUNT(*) AS clicks FROM f GROUP BY user_id, late ORDER BY user_id, session_number;
`,
    },
    {
      mistake: 'compares minutes of the hour, ignoring the date',
      code: `WITH f AS (SELECT user_id, clicked_at, CASE WHEN LAG(clicked_at) OVER w IS NULL OR (CAST(strftime('%H', clicked_at) AS INTEGER) * 60 + CAST(strftime('%M', clicked_at) AS INTEGER)) - (CAST(strftime('%H', LAG(clicked_at) OVER w) AS INTEGER) * 60 + CAST(strftime('%M', LAG(clicked_at) OVER w) AS INTEGER)) > 30 THEN 1 ELSE 0 END AS s
  FROM clicks WINDOW w AS (PARTITION BY user_id ORDER BY clicked_at, id)),
n AS (SELECT user_id, clicked_at, SUM(s) OVER (PARTITION BY user_id ORDER BY clicked_at ROWS UNBOUNDED PRECEDING) AS session_number FROM f)
SELECT user_id, session_number, MIN(clicked_at) AS started_at, MAX(clicked_at) AS ended_at, COUNT(*) AS clicks FROM n GROUP BY user_id, session_number ORDER BY user_id, session_number;
`,
    },
  ],
  tests: [
    {
      name: 'Example data',
      hidden: false,
      expected: {
        columns: ['user_id', 'session_number', 'started_at', 'ended_at', 'clicks'],
        rows: [
          [1, 1, '2024-05-01 10:00:00', '2024-05-01 10:20:00', 2],
          [1, 2, '2024-05-01 11:05:00', '2024-05-01 11:10:00', 2],
          [2, 1, '2024-05-01 09:00:00', '2024-05-01 09:00:00', 1],
        ],
      },
    },
    {
      name: 'Exactly 30 minutes apart stays one session',
      seed: "INSERT INTO clicks VALUES (1, 3, '2024-05-01 10:00:00'), (2, 3, '2024-05-01 10:30:00'), (3, 3, '2024-05-01 11:00:01');",
      expected: {
        columns: ['user_id', 'session_number', 'started_at', 'ended_at', 'clicks'],
        rows: [
          [3, 1, '2024-05-01 10:00:00', '2024-05-01 10:30:00', 2],
          [3, 2, '2024-05-01 11:00:01', '2024-05-01 11:00:01', 1],
        ],
      },
    },
    {
      name: 'Across midnight',
      seed: "INSERT INTO clicks VALUES (1, 4, '2024-05-01 23:50:00'), (2, 4, '2024-05-02 00:10:00'), (3, 4, '2024-05-02 00:50:00');",
      expected: {
        columns: ['user_id', 'session_number', 'started_at', 'ended_at', 'clicks'],
        rows: [
          [4, 1, '2024-05-01 23:50:00', '2024-05-02 00:10:00', 2],
          [4, 2, '2024-05-02 00:50:00', '2024-05-02 00:50:00', 1],
        ],
      },
    },
    {
      name: 'No clicks',
      seed: '',
      expected: {
        columns: ['user_id', 'session_number', 'started_at', 'ended_at', 'clicks'],
        rows: [],
      },
    },
    {
      name: 'Two clicks in the same second',
      seed: "INSERT INTO clicks VALUES (1, 5, '2024-05-01 08:00:00'), (2, 5, '2024-05-01 08:00:00'), (3, 5, '2024-05-01 09:00:00');",
      expected: {
        columns: ['user_id', 'session_number', 'started_at', 'ended_at', 'clicks'],
        rows: [
          [5, 1, '2024-05-01 08:00:00', '2024-05-01 08:00:00', 2],
          [5, 2, '2024-05-01 09:00:00', '2024-05-01 09:00:00', 1],
        ],
      },
    },
    {
      name: 'A day apart at the same time',
      seed: "INSERT INTO clicks VALUES (1, 6, '2024-05-01 12:00:00'), (2, 6, '2024-05-02 12:10:00');",
      expected: {
        columns: ['user_id', 'session_number', 'started_at', 'ended_at', 'clicks'],
        rows: [
          [6, 1, '2024-05-01 12:00:00', '2024-05-01 12:00:00', 1],
          [6, 2, '2024-05-02 12:10:00', '2024-05-02 12:10:00', 1],
        ],
      },
    },
    {
      name: 'Users interleaved, stored out of order',
      seed: "INSERT INTO clicks VALUES (1, 8, '2024-05-01 10:40:00'), (2, 7, '2024-05-01 10:05:00'), (3, 8, '2024-05-01 10:00:00'), (4, 7, '2024-05-01 10:00:00'), (5, 8, '2024-05-01 10:20:00');",
      expected: {
        columns: ['user_id', 'session_number', 'started_at', 'ended_at', 'clicks'],
        rows: [
          [7, 1, '2024-05-01 10:00:00', '2024-05-01 10:05:00', 2],
          [8, 1, '2024-05-01 10:00:00', '2024-05-01 10:40:00', 3],
        ],
      },
    },
  ],
};
