import type { SqlProblemInput } from '../../problem-schema.ts';

export const problem: SqlProblemInput = {
  id: 'first-touch-channel',
  language: 'sql',
  title: 'First-Touch Attribution',
  topic: 'Window Functions',
  difficulty: 'Medium',
  description:
    '`visits` logs each visit of a user with its marketing `channel` (NULL when unknown). Credit every user to the channel of their **first visit with a known channel**: return `user_id` and `channel`, sorted by user_id. If two visits share the earliest time, the lower visit `id` wins. Users who never came through a known channel are listed with `channel` NULL.',
  constraints: ['Columns: user_id, channel', 'Order: user_id ascending'],
  hints: [
    "Rank each user's visits with a known channel: `ROW_NUMBER() OVER (PARTITION BY user_id ORDER BY visited_at, id)`.",
    'Start from the distinct users and LEFT JOIN the first-ranked visit, so users without a known channel stay.',
  ],
  schema: `CREATE TABLE visits (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL,
  visited_at TEXT NOT NULL,
  channel TEXT
);`,
  seed: `INSERT INTO visits VALUES (1, 10, '2024-02-01 09:00', 'ads'), (2, 10, '2024-01-20 18:00', 'email'),
  (3, 11, '2024-01-05 07:00', NULL), (4, 11, '2024-01-06 07:00', 'seo'), (5, 12, '2024-01-01 00:00', NULL);`,
  orderMatters: true,
  starterCode: `SELECT user_id, MIN(channel) AS channel
FROM visits
GROUP BY user_id;
`,
  solution: `WITH ranked AS (
  SELECT user_id, channel,
         ROW_NUMBER() OVER (PARTITION BY user_id ORDER BY visited_at, id) AS n
  FROM visits
  WHERE channel IS NOT NULL
)
SELECT u.user_id, r.channel
FROM (SELECT DISTINCT user_id FROM visits) AS u
LEFT JOIN ranked AS r ON r.user_id = u.user_id AND r.n = 1
ORDER BY u.user_id;
`,
  wrongSolutions: [
    {
      mistake: 'credits the first visit even when its channel is unknown',
      code: `WITH r AS (SELECT user_id, channel, ROW_NUMBER() OVER (PARTITION BY user_id ORDER BY visited_at, id) AS n FROM visits)
SELECT user_id, channel FROM r WHERE n = 1 ORDER BY user_id;
`,
    },
    {
      mistake: 'drops users without a known channel',
      code: `WITH r AS (SELECT user_id, channel, ROW_NUMBER() OVER (PARTITION BY user_id ORDER BY visited_at, id) AS n FROM visits WHERE channel IS NOT NULL)
SELECT user_id, channel FROM r WHERE n = 1 ORDER BY user_id;
`,
    },
    {
      mistake: 'breaks time ties by the higher id',
      code: `WITH r AS (SELECT user_id, channel, ROW_NUMBER() OVER (PARTITION BY user_id ORDER BY visited_at, id DESC) AS n FROM visits WHERE channel IS NOT NULL)
SELECT u.user_id, r.channel FROM (SELECT DISTINCT user_id FROM visits) AS u LEFT JOIN r ON r.user_id = u.user_id AND r.n = 1 ORDER BY u.user_id;
`,
    },
    {
      mistake: 'takes the alphabetically first channel',
      code: `SELECT user_id, MIN(channel) AS channel FROM visits GROUP BY user_id ORDER BY user_id;
`,
    },
  ],
  tests: [
    {
      name: 'Example data',
      hidden: false,
      expected: {
        columns: ['user_id', 'channel'],
        rows: [
          [10, 'email'],
          [11, 'seo'],
          [12, null],
        ],
      },
    },
    {
      name: 'A tie on the first visit',
      seed: "INSERT INTO visits VALUES (7, 1, '2024-01-01 10:00', 'social'), (3, 1, '2024-01-01 10:00', 'ads'), (9, 1, '2024-01-02 10:00', 'email');",
      expected: {
        columns: ['user_id', 'channel'],
        rows: [[1, 'ads']],
      },
    },
    {
      name: 'Only unknown channels',
      seed: "INSERT INTO visits VALUES (1, 5, '2024-01-01 10:00', NULL), (2, 5, '2024-01-02 10:00', NULL);",
      expected: {
        columns: ['user_id', 'channel'],
        rows: [[5, null]],
      },
    },
    {
      name: 'No visits',
      seed: '',
      expected: {
        columns: ['user_id', 'channel'],
        rows: [],
      },
    },
    {
      name: 'The first known channel comes late',
      seed: "INSERT INTO visits VALUES (1, 2, '2024-01-01', NULL), (2, 2, '2024-01-02', NULL), (3, 2, '2024-03-01', 'referral'), (4, 2, '2024-04-01', 'ads');",
      expected: {
        columns: ['user_id', 'channel'],
        rows: [[2, 'referral']],
      },
    },
    {
      name: 'Later visits stored first',
      seed: "INSERT INTO visits VALUES (1, 3, '2024-05-05', 'ads'), (2, 3, '2024-05-04', 'seo'), (3, 4, '2024-05-05', 'email');",
      expected: {
        columns: ['user_id', 'channel'],
        rows: [
          [3, 'seo'],
          [4, 'email'],
        ],
      },
    },
    {
      name: 'Duplicated visit rows',
      seed: "INSERT INTO visits VALUES (1, 6, '2024-02-02', 'zeta'), (2, 6, '2024-02-02', 'zeta'), (3, 6, '2024-02-03', 'alpha');",
      expected: {
        columns: ['user_id', 'channel'],
        rows: [[6, 'zeta']],
      },
    },
  ],
};
