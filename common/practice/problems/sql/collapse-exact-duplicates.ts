import type { SqlProblemInput } from '../../problem-schema.ts';

export const problem: SqlProblemInput = {
  id: 'collapse-exact-duplicates',
  language: 'sql',
  title: 'Collapse Exact Duplicates',
  topic: 'De-duplication',
  difficulty: 'Easy',
  description:
    'A faulty loader inserted some `events` rows several times. Return each distinct row once as `user_id`, `event` and `copies` (how many times it was loaded). Two rows are the same when both columns are equal, with NULL `user_id`s counted as equal to each other. Sort by copies (most first), then event, then user_id (NULLs first).',
  constraints: ['Columns: user_id, event, copies', 'Order: copies descending, event, user_id'],
  hints: [
    '`GROUP BY user_id, event` treats NULLs as one group, which is what we want here.',
    'COUNT(*) counts the copies; COUNT(user_id) would skip the NULL rows.',
  ],
  schema: `CREATE TABLE events (
  user_id INTEGER,
  event TEXT NOT NULL
);`,
  seed: "INSERT INTO events VALUES (1, 'login'), (1, 'login'), (2, 'login'), (NULL, 'view'), (NULL, 'view'), (1, 'logout');",
  orderMatters: true,
  starterCode: `SELECT user_id, event, 1 AS copies
FROM events;
`,
  solution: `SELECT user_id, event, COUNT(*) AS copies
FROM events
GROUP BY user_id, event
ORDER BY copies DESC, event, user_id;
`,
  wrongSolutions: [
    {
      mistake: 'counts user ids, so NULL rows get 0 copies',
      code: `SELECT user_id, event, COUNT(user_id) AS copies FROM events GROUP BY user_id, event ORDER BY copies DESC, event, user_id;
`,
    },
    {
      mistake: 'groups by event only',
      code: `SELECT MIN(user_id) AS user_id, event, COUNT(*) AS copies FROM events GROUP BY event ORDER BY copies DESC, event, user_id;
`,
    },
    {
      mistake: 'returns only rows that were duplicated',
      code: `SELECT user_id, event, COUNT(*) AS copies FROM events GROUP BY user_id, event HAVING COUNT(*) > 1 ORDER BY copies DESC, event, user_id;
`,
    },
  ],
  tests: [
    {
      name: 'Example data',
      hidden: false,
      expected: {
        columns: ['user_id', 'event', 'copies'],
        rows: [
          [1, 'login', 2],
          [null, 'view', 2],
          [2, 'login', 1],
          [1, 'logout', 1],
        ],
      },
    },
    {
      name: 'No duplicates',
      seed: "INSERT INTO events VALUES (1, 'a'), (2, 'a'), (1, 'b');",
      expected: {
        columns: ['user_id', 'event', 'copies'],
        rows: [
          [1, 'a', 1],
          [2, 'a', 1],
          [1, 'b', 1],
        ],
      },
    },
    {
      name: 'Only NULL users',
      seed: "INSERT INTO events VALUES (NULL, 'x'), (NULL, 'x'), (NULL, 'y');",
      expected: {
        columns: ['user_id', 'event', 'copies'],
        rows: [
          [null, 'x', 2],
          [null, 'y', 1],
        ],
      },
    },
    {
      name: 'No events',
      seed: '',
      expected: {
        columns: ['user_id', 'event', 'copies'],
        rows: [],
      },
    },
    {
      name: 'A row loaded five times',
      seed: "INSERT INTO events VALUES (3, 'buy'), (3, 'buy'), (3, 'buy'), (3, 'buy'), (3, 'buy'), (4, 'buy');",
      expected: {
        columns: ['user_id', 'event', 'copies'],
        rows: [
          [3, 'buy', 5],
          [4, 'buy', 1],
        ],
      },
    },
    {
      name: 'Ties sorted by event, then user',
      seed: "INSERT INTO events VALUES (2, 'b'), (2, 'b'), (1, 'b'), (1, 'b'), (5, 'a'), (5, 'a');",
      expected: {
        columns: ['user_id', 'event', 'copies'],
        rows: [
          [5, 'a', 2],
          [1, 'b', 2],
          [2, 'b', 2],
        ],
      },
    },
    {
      name: 'Case differs, so rows differ',
      seed: "INSERT INTO events VALUES (1, 'Login'), (1, 'login'), (1, 'login');",
      expected: {
        columns: ['user_id', 'event', 'copies'],
        rows: [
          [1, 'login', 2],
          [1, 'Login', 1],
        ],
      },
    },
  ],
};
