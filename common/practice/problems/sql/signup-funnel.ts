import type { SqlProblemInput } from '../../problem-schema.ts';

export const problem: SqlProblemInput = {
  id: 'signup-funnel',
  language: 'sql',
  title: 'Signup Funnel',
  topic: 'Metrics',
  difficulty: 'Medium',
  description:
    '`funnel_events` logs `visit`, `signup` and `purchase` events. A user reaches a step only if they also reached every earlier step **at or before** it (first occurrence of each event counts). Return `step` (`visit`, `signup`, `purchase`, in that order, all three always listed) and `users` reaching it.',
  constraints: ['Columns: step, users', 'Order: visit, signup, purchase'],
  hints: [
    "Take each user's first time per event type with MIN(...) and a CASE per step (one row per user).",
    'Signup counts when `first_signup >= first_visit`; purchase when also `first_purchase >= first_signup`.',
    'Build the three output rows with UNION ALL, so a step with 0 users still appears.',
  ],
  schema: `CREATE TABLE funnel_events (
  user_id INTEGER NOT NULL,
  event TEXT NOT NULL,
  at TEXT NOT NULL
);`,
  seed: `INSERT INTO funnel_events VALUES (1, 'visit', '2024-01-01 10:00'), (1, 'signup', '2024-01-01 10:05'), (1, 'purchase', '2024-01-02 09:00'),
  (2, 'visit', '2024-01-01 11:00'), (2, 'signup', '2024-01-01 11:30'), (3, 'visit', '2024-01-01 12:00'),
  (4, 'signup', '2024-01-01 08:00');`,
  orderMatters: true,
  starterCode: `SELECT event AS step, COUNT(DISTINCT user_id) AS users
FROM funnel_events
GROUP BY event;
`,
  solution: `WITH firsts AS (
  SELECT user_id,
         MIN(CASE WHEN event = 'visit' THEN at END) AS visit_at,
         MIN(CASE WHEN event = 'signup' THEN at END) AS signup_at,
         MIN(CASE WHEN event = 'purchase' THEN at END) AS purchase_at
  FROM funnel_events
  GROUP BY user_id
),
steps AS (
  SELECT visit_at IS NOT NULL AS visited,
         visit_at IS NOT NULL AND signup_at >= visit_at AS signed_up,
         visit_at IS NOT NULL AND signup_at >= visit_at AND purchase_at >= signup_at AS purchased
  FROM firsts
)
SELECT 'visit' AS step, COALESCE(SUM(visited), 0) AS users FROM steps
UNION ALL SELECT 'signup', COALESCE(SUM(signed_up), 0) FROM steps
UNION ALL SELECT 'purchase', COALESCE(SUM(purchased), 0) FROM steps;
`,
  wrongSolutions: [
    {
      mistake: 'counts each event type independently',
      code: `SELECT 'visit' AS step, COUNT(DISTINCT CASE WHEN event = 'visit' THEN user_id END) AS users FROM funnel_events
UNION ALL SELECT 'signup', COUNT(DISTINCT CASE WHEN event = 'signup' THEN user_id END) FROM funnel_events
UNION ALL SELECT 'purchase', COUNT(DISTINCT CASE WHEN event = 'purchase' THEN user_id END) FROM funnel_events;
`,
    },
    {
      mistake: 'ignores the order of the steps',
      code: `WITH f AS (SELECT user_id, MAX(event = 'visit') AS v, MAX(event = 'signup') AS s, MAX(event = 'purchase') AS p FROM funnel_events GROUP BY user_id)
SELECT 'visit' AS step, COALESCE(SUM(v), 0) AS users FROM f UNION ALL SELECT 'signup', COALESCE(SUM(v AND s), 0) FROM f UNION ALL SELECT 'purchase', COALESCE(SUM(v AND s AND p), 0) FROM f;
`,
    },
    {
      mistake: 'leaves out steps nobody reached',
      code: `WITH f AS (SELECT user_id, MIN(CASE WHEN event = 'visit' THEN at END) AS va, MIN(CASE WHEN event = 'signup' THEN at END) AS sa, MIN(CASE WHEN event = 'purchase' THEN at END) AS pa FROM funnel_events GROUP BY user_id),
s AS (SELECT 'visit' AS step, 1 AS o, SUM(va IS NOT NULL) AS users FROM f UNION ALL SELECT 'signup', 2, SUM(va IS NOT NULL AND sa >= va) FROM f UNION ALL SELECT 'purchase', 3, SUM(va IS NOT NULL AND sa >= va AND pa >= sa) FROM f)
SELECT step, users FROM s WHERE users > 0 ORDER BY o;
`,
    },
  ],
  tests: [
    {
      name: 'Example data',
      hidden: false,
      expected: {
        columns: ['step', 'users'],
        rows: [
          ['visit', 3],
          ['signup', 2],
          ['purchase', 1],
        ],
      },
    },
    {
      name: 'Purchase before signup does not count',
      seed: "INSERT INTO funnel_events VALUES (1, 'visit', '2024-01-01 10:00'), (1, 'purchase', '2024-01-01 10:01'), (1, 'signup', '2024-01-01 10:02');",
      expected: {
        columns: ['step', 'users'],
        rows: [
          ['visit', 1],
          ['signup', 1],
          ['purchase', 0],
        ],
      },
    },
    {
      name: 'Repeated events count once',
      seed: "INSERT INTO funnel_events VALUES (1, 'visit', '2024-01-01 10:00'), (1, 'visit', '2024-01-01 11:00'), (1, 'signup', '2024-01-01 10:30'), (1, 'signup', '2024-01-01 10:40');",
      expected: {
        columns: ['step', 'users'],
        rows: [
          ['visit', 1],
          ['signup', 1],
          ['purchase', 0],
        ],
      },
    },
    {
      name: 'No events',
      seed: '',
      expected: {
        columns: ['step', 'users'],
        rows: [
          ['visit', 0],
          ['signup', 0],
          ['purchase', 0],
        ],
      },
    },
    {
      name: 'Steps at the same instant',
      seed: "INSERT INTO funnel_events VALUES (1, 'visit', '2024-01-01 10:00'), (1, 'signup', '2024-01-01 10:00'), (1, 'purchase', '2024-01-01 10:00');",
      expected: {
        columns: ['step', 'users'],
        rows: [
          ['visit', 1],
          ['signup', 1],
          ['purchase', 1],
        ],
      },
    },
    {
      name: 'Only visits',
      seed: "INSERT INTO funnel_events VALUES (1, 'visit', '2024-01-01 10:00'), (2, 'visit', '2024-01-01 10:00');",
      expected: {
        columns: ['step', 'users'],
        rows: [
          ['visit', 2],
          ['signup', 0],
          ['purchase', 0],
        ],
      },
    },
    {
      name: 'A second visit after signing up',
      seed: "INSERT INTO funnel_events VALUES (1, 'signup', '2024-01-01 09:00'), (1, 'visit', '2024-01-01 10:00'), (1, 'purchase', '2024-01-01 11:00'), (2, 'visit', '2024-01-01 08:00'), (2, 'signup', '2024-01-01 09:00'), (2, 'purchase', '2024-01-01 10:00');",
      expected: {
        columns: ['step', 'users'],
        rows: [
          ['visit', 2],
          ['signup', 1],
          ['purchase', 1],
        ],
      },
    },
  ],
};
