import type { SqlProblemInput } from '../../problem-schema.ts';

export const problem: SqlProblemInput = {
  id: 'drop-repeated-events',
  language: 'sql',
  title: 'Drop Repeated Events',
  topic: 'De-duplication',
  difficulty: 'Hard',
  description:
    'Mobile clients retry, so the same `event_type` from the same user can arrive several times within seconds. Keep an event unless the **same user** sent the **same event type** less than 60 seconds before it (measured from that previous event, kept or not). `sent_at` is a Unix time in seconds. Return the ids of the kept events in one column (name it as you like), sorted by id.',
  constraints: [
    'One column: the event id (any name)',
    'Order: id ascending',
    'Ties in sent_at are ordered by id',
  ],
  hints: [
    '`LAG(sent_at) OVER (PARTITION BY user_id, event_type ORDER BY sent_at, id)` is the previous event of the same kind.',
    'Keep rows where that is NULL or at least 60 seconds earlier.',
  ],
  schema: `CREATE TABLE events (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL,
  event_type TEXT NOT NULL,
  sent_at INTEGER NOT NULL
);`,
  seed: `INSERT INTO events VALUES (1, 1, 'tap', 100), (2, 1, 'tap', 130), (3, 1, 'tap', 200), (4, 1, 'scroll', 131),
  (5, 2, 'tap', 130), (6, 1, 'tap', 259);`,
  orderMatters: true,
  compareColumnNames: false,
  starterCode: `SELECT id
FROM events
ORDER BY id;
`,
  solution: `WITH with_previous AS (
  SELECT id, sent_at,
         LAG(sent_at) OVER (PARTITION BY user_id, event_type ORDER BY sent_at, id) AS previous_at
  FROM events
)
SELECT id
FROM with_previous
WHERE previous_at IS NULL OR sent_at - previous_at >= 60
ORDER BY id;
`,
  wrongSolutions: [
    {
      mistake: 'drops at exactly 60 seconds (> instead of >=)',
      code: `WITH w AS (SELECT id, sent_at, LAG(sent_at) OVER (PARTITION BY user_id, event_type ORDER BY sent_at, id) AS p FROM events)
SELECT id FROM w WHERE p IS NULL OR sent_at - p > 60 ORDER BY id;
`,
    },
    {
      mistake: 'ignores the event type',
      code: `WITH w AS (SELECT id, sent_at, LAG(sent_at) OVER (PARTITION BY user_id ORDER BY sent_at, id) AS p FROM events)
SELECT id FROM w WHERE p IS NULL OR sent_at - p >= 60 ORDER BY id;
`,
    },
    {
      mistake: 'ignores the user',
      code: `WITH w AS (SELECT id, sent_at, LAG(sent_at) OVER (PARTITION BY event_type ORDER BY sent_at, id) AS p FROM events)
SELECT id FROM w WHERE p IS NULL OR sent_at - p >= 60 ORDER BY id;
`,
    },
    {
      mistake: 'keeps only one event per user and type',
      code: `SELECT MIN(id) AS id FROM events GROUP BY user_id, event_type ORDER BY id;
`,
    },
  ],
  tests: [
    {
      name: 'Example data',
      hidden: false,
      expected: {
        columns: ['id'],
        rows: [[1], [3], [4], [5]],
      },
    },
    {
      name: 'Exactly 60 seconds apart',
      seed: "INSERT INTO events VALUES (1, 1, 'a', 0), (2, 1, 'a', 60), (3, 1, 'a', 119);",
      expected: {
        columns: ['id'],
        rows: [[1], [2]],
      },
    },
    {
      name: 'A burst of retries in one second',
      seed: "INSERT INTO events VALUES (1, 3, 'buy', 500), (2, 3, 'buy', 500), (3, 3, 'buy', 500);",
      expected: {
        columns: ['id'],
        rows: [[1]],
      },
    },
    {
      name: 'No events',
      seed: '',
      expected: {
        columns: ['id'],
        rows: [],
      },
    },
    {
      name: 'Different users at the same time',
      seed: "INSERT INTO events VALUES (1, 1, 'x', 10), (2, 2, 'x', 10), (3, 3, 'x', 20);",
      expected: {
        columns: ['id'],
        rows: [[1], [2], [3]],
      },
    },
    {
      name: 'Stored out of time order',
      seed: "INSERT INTO events VALUES (1, 4, 'v', 300), (2, 4, 'v', 100), (3, 4, 'v', 130), (4, 4, 'v', 200);",
      expected: {
        columns: ['id'],
        rows: [[1], [2], [4]],
      },
    },
    {
      name: 'Different types from one user',
      seed: "INSERT INTO events VALUES (1, 5, 'open', 0), (2, 5, 'close', 1), (3, 5, 'open', 2), (4, 5, 'close', 90);",
      expected: {
        columns: ['id'],
        rows: [[1], [2], [4]],
      },
    },
  ],
};
