import type { SqlProblemInput } from '../../problem-schema.ts';

export const problem: SqlProblemInput = {
  id: 'sessions-per-user',
  language: 'sql',
  title: 'Sessions per User',
  topic: 'Sessionisation',
  difficulty: 'Medium',
  description:
    "`page_views.viewed_at` is a Unix time in **seconds**. A new session starts at a user's first view and after every gap of **more than 1800 seconds**. Return `user_id` and `sessions` (the number of sessions), sorted by sessions (most first), then user_id.",
  constraints: ['Columns: user_id, sessions', 'Order: sessions descending, then user_id'],
  hints: [
    '`viewed_at - LAG(viewed_at) OVER (PARTITION BY user_id ORDER BY viewed_at)` is the gap to the previous view.',
    'Count the views that start a session: no previous view (NULL gap) or a gap > 1800.',
  ],
  schema: `CREATE TABLE page_views (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL,
  viewed_at INTEGER NOT NULL
);`,
  seed: 'INSERT INTO page_views VALUES (1, 1, 1000), (2, 1, 2000), (3, 1, 5000), (4, 2, 100), (5, 2, 1900), (6, 3, 0);',
  orderMatters: true,
  starterCode: `SELECT user_id, COUNT(*) AS sessions
FROM page_views
GROUP BY user_id;
`,
  solution: `WITH gaps AS (
  SELECT user_id,
         viewed_at - LAG(viewed_at) OVER (PARTITION BY user_id ORDER BY viewed_at) AS gap
  FROM page_views
)
SELECT user_id, SUM(CASE WHEN gap IS NULL OR gap > 1800 THEN 1 ELSE 0 END) AS sessions
FROM gaps
GROUP BY user_id
ORDER BY sessions DESC, user_id;
`,
  wrongSolutions: [
    {
      mistake: 'does not count the first session',
      code: `WITH g AS (SELECT user_id, viewed_at - LAG(viewed_at) OVER (PARTITION BY user_id ORDER BY viewed_at) AS gap FROM page_views)
SELECT user_id, SUM(CASE WHEN gap > 1800 THEN 1 ELSE 0 END) AS sessions FROM g GROUP BY user_id ORDER BY sessions DESC, user_id;
`,
    },
    {
      mistake: 'treats a gap of exactly 1800 s as a new session',
      code: `WITH g AS (SELECT user_id, viewed_at - LAG(viewed_at) OVER (PARTITION BY user_id ORDER BY viewed_at) AS gap FROM page_views)
SELECT user_id, SUM(CASE WHEN gap IS NULL OR gap >= 1800 THEN 1 ELSE 0 END) AS sessions FROM g GROUP BY user_id ORDER BY sessions DESC, user_id;
`,
    },
    {
      mistake: 'orders views by id rather than time',
      code: `WITH g AS (SELECT user_id, viewed_at - LAG(viewed_at) OVER (PARTITION BY user_id ORDER BY id) AS gap FROM page_views)
SELECT user_id, SUM(CASE WHEN gap IS NULL OR gap > 1800 THEN 1 ELSE 0 END) AS sessions FROM g GROUP BY user_id ORDER BY sessions DESC, user_id;
`,
    },
  ],
  tests: [
    {
      name: 'Example data',
      hidden: false,
      expected: {
        columns: ['user_id', 'sessions'],
        rows: [
          [1, 2],
          [2, 1],
          [3, 1],
        ],
      },
    },
    {
      name: 'A gap of exactly 1800 seconds',
      seed: 'INSERT INTO page_views VALUES (1, 1, 0), (2, 1, 1800), (3, 1, 3601);',
      expected: {
        columns: ['user_id', 'sessions'],
        rows: [[1, 2]],
      },
    },
    {
      name: 'One view each, tied counts sorted by user',
      seed: 'INSERT INTO page_views VALUES (1, 9, 5), (2, 3, 7), (3, 5, 1);',
      expected: {
        columns: ['user_id', 'sessions'],
        rows: [
          [3, 1],
          [5, 1],
          [9, 1],
        ],
      },
    },
    {
      name: 'No views',
      seed: '',
      expected: {
        columns: ['user_id', 'sessions'],
        rows: [],
      },
    },
    {
      name: 'Views stored out of order',
      seed: 'INSERT INTO page_views VALUES (1, 4, 10000), (2, 4, 0), (3, 4, 5000), (4, 4, 6000);',
      expected: {
        columns: ['user_id', 'sessions'],
        rows: [[4, 3]],
      },
    },
    {
      name: 'Duplicate views at the same second',
      seed: 'INSERT INTO page_views VALUES (1, 6, 100), (2, 6, 100), (3, 6, 100);',
      expected: {
        columns: ['user_id', 'sessions'],
        rows: [[6, 1]],
      },
    },
    {
      name: 'A very long day of activity',
      seed: 'INSERT INTO page_views VALUES (1, 7, 0), (2, 7, 1700), (3, 7, 3400), (4, 7, 5100), (5, 8, 0), (6, 8, 4000);',
      expected: {
        columns: ['user_id', 'sessions'],
        rows: [
          [8, 2],
          [7, 1],
        ],
      },
    },
  ],
};
