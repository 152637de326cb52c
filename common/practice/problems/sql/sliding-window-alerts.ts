import type { SqlProblemInput } from '../../problem-schema.ts';

export const problem: SqlProblemInput = {
  id: 'sliding-window-alerts',
  language: 'sql',
  title: 'Sliding Window Alerts',
  topic: 'Streaming Windows',
  difficulty: 'Medium',
  description:
    'For every failed login in `login_failures` (`ts` in Unix seconds), count the failures of the **same account** in the 60 seconds up to and including it (`ts - 60 < other.ts <= ts`, the event itself included). Return `id`, `account` and `recent_failures` for the failures where that count is **at least 3**, sorted by id.',
  constraints: ['Columns: id, account, recent_failures', 'Order: id ascending'],
  hints: [
    'A RANGE frame over the time: `COUNT(*) OVER (PARTITION BY account ORDER BY ts RANGE BETWEEN 59 PRECEDING AND CURRENT ROW)` (times are whole seconds).',
    'RANGE includes rows with the same ts as the current row, which is what "up to and including" means here.',
  ],
  schema: `CREATE TABLE login_failures (
  id INTEGER PRIMARY KEY,
  account TEXT NOT NULL,
  ts INTEGER NOT NULL
);`,
  seed: "INSERT INTO login_failures VALUES (1, 'ann', 100), (2, 'ann', 120), (3, 'ann', 150), (4, 'bob', 151), (5, 'ann', 200), (6, 'ann', 205);",
  orderMatters: true,
  starterCode: `SELECT id, account, 1 AS recent_failures
FROM login_failures;
`,
  solution: `WITH counted AS (
  SELECT id, account,
         COUNT(*) OVER (PARTITION BY account ORDER BY ts RANGE BETWEEN 59 PRECEDING AND CURRENT ROW) AS recent_failures
  FROM login_failures
)
SELECT id, account, recent_failures
FROM counted
WHERE recent_failures >= 3
ORDER BY id;
`,
  wrongSolutions: [
    {
      mistake: 'counts the last 3 rows instead of the last 60 seconds',
      code: `WITH c AS (SELECT id, account, COUNT(*) OVER (PARTITION BY account ORDER BY ts ROWS BETWEEN 2 PRECEDING AND CURRENT ROW) AS recent_failures FROM login_failures)
SELECT id, account, recent_failures FROM c WHERE recent_failures >= 3 ORDER BY id;
`,
    },
    {
      mistake: 'includes a failure exactly 60 seconds earlier',
      code: `WITH c AS (SELECT id, account, COUNT(*) OVER (PARTITION BY account ORDER BY ts RANGE BETWEEN 60 PRECEDING AND CURRENT ROW) AS recent_failures FROM login_failures)
SELECT id, account, recent_failures FROM c WHERE recent_failures >= 3 ORDER BY id;
`,
    },
    {
      mistake: 'counts failures of all accounts',
      code: `WITH c AS (SELECT id, account, COUNT(*) OVER (ORDER BY ts RANGE BETWEEN 59 PRECEDING AND CURRENT ROW) AS recent_failures FROM login_failures)
SELECT id, account, recent_failures FROM c WHERE recent_failures >= 3 ORDER BY id;
`,
    },
  ],
  tests: [
    {
      name: 'Example data',
      hidden: false,
      expected: {
        columns: ['id', 'account', 'recent_failures'],
        rows: [
          [3, 'ann', 3],
          [6, 'ann', 3],
        ],
      },
    },
    {
      name: 'Exactly 60 seconds apart',
      seed: "INSERT INTO login_failures VALUES (1, 'x', 0), (2, 'x', 30), (3, 'x', 60), (4, 'x', 61);",
      expected: {
        columns: ['id', 'account', 'recent_failures'],
        rows: [[4, 'x', 3]],
      },
    },
    {
      name: 'A burst in one second',
      seed: "INSERT INTO login_failures VALUES (1, 'y', 500), (2, 'y', 500), (3, 'y', 500);",
      expected: {
        columns: ['id', 'account', 'recent_failures'],
        rows: [
          [1, 'y', 3],
          [2, 'y', 3],
          [3, 'y', 3],
        ],
      },
    },
    {
      name: 'No failures',
      seed: '',
      expected: {
        columns: ['id', 'account', 'recent_failures'],
        rows: [],
      },
    },
    {
      name: 'Two accounts interleaved',
      seed: "INSERT INTO login_failures VALUES (1, 'a', 10), (2, 'b', 11), (3, 'a', 12), (4, 'b', 13), (5, 'a', 14), (6, 'b', 15);",
      expected: {
        columns: ['id', 'account', 'recent_failures'],
        rows: [
          [5, 'a', 3],
          [6, 'b', 3],
        ],
      },
    },
    {
      name: 'Stored out of order',
      seed: "INSERT INTO login_failures VALUES (1, 'z', 90), (2, 'z', 10), (3, 'z', 50), (4, 'z', 300);",
      expected: {
        columns: ['id', 'account', 'recent_failures'],
        rows: [],
      },
    },
    {
      name: 'Spread out, never three in a minute',
      seed: "INSERT INTO login_failures VALUES (1, 'q', 0), (2, 'q', 59), (3, 'q', 119), (4, 'q', 178);",
      expected: {
        columns: ['id', 'account', 'recent_failures'],
        rows: [],
      },
    },
  ],
};
