import type { SqlProblemInput } from '../../problem-schema.ts';

export const problem: SqlProblemInput = {
  id: 'change-since-previous-purchase',
  language: 'sql',
  title: 'Change Since Previous Purchase',
  topic: 'Window Functions',
  difficulty: 'Medium',
  description:
    "For every purchase return `user_id`, `purchased_at`, `amount` and `change`: the difference from the **same user's** previous purchase amount (NULL for a user's first purchase). Sort by user_id, then purchased_at.",
  constraints: [
    'Columns: user_id, purchased_at, amount, change',
    'Order: user_id, purchased_at',
    'A user never purchases twice at the same instant',
  ],
  hints: [
    '`LAG(amount) OVER (PARTITION BY user_id ORDER BY purchased_at)` is the previous purchase of the same user.',
    'Without PARTITION BY, the first purchase of one user is compared with the last purchase of another.',
  ],
  schema: `CREATE TABLE purchases (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL,
  purchased_at TEXT NOT NULL,
  amount REAL NOT NULL
);`,
  seed: `INSERT INTO purchases VALUES (1, 1, '2024-01-05 10:00:00', 20), (2, 2, '2024-01-06 09:00:00', 50),
  (3, 1, '2024-01-07 12:00:00', 35), (4, 1, '2024-01-09 08:30:00', 15), (5, 2, '2024-02-01 18:00:00', 50);`,
  orderMatters: true,
  starterCode: `SELECT user_id, purchased_at, amount, NULL AS change
FROM purchases
ORDER BY user_id, purchased_at;
`,
  solution: `SELECT user_id, purchased_at, amount,
       amount - LAG(amount) OVER (PARTITION BY user_id ORDER BY purchased_at) AS change
FROM purchases
ORDER BY user_id, purchased_at;
`,
  wrongSolutions: [
    {
      mistake: 'forgets PARTITION BY user_id',
      code: `SELECT user_id, purchased_at, amount, amount - LAG(amount) OVER (ORDER BY user_id, purchased_at) AS change
FROM purchases ORDER BY user_id, purchased_at;
`,
    },
    {
      mistake: 'orders the window by id rather than time',
      code: `SELECT user_id, purchased_at, amount, amount - LAG(amount) OVER (PARTITION BY user_id ORDER BY id) AS change
FROM purchases ORDER BY user_id, purchased_at;
`,
    },
    {
      mistake: 'uses 0 instead of NULL for the first purchase',
      code: `SELECT user_id, purchased_at, amount, amount - LAG(amount, 1, amount) OVER (PARTITION BY user_id ORDER BY purchased_at) AS change
FROM purchases ORDER BY user_id, purchased_at;
`,
    },
  ],
  tests: [
    {
      name: 'Example data',
      hidden: false,
      expected: {
        columns: ['user_id', 'purchased_at', 'amount', 'change'],
        rows: [
          [1, '2024-01-05 10:00:00', 20, null],
          [1, '2024-01-07 12:00:00', 35, 15],
          [1, '2024-01-09 08:30:00', 15, -20],
          [2, '2024-01-06 09:00:00', 50, null],
          [2, '2024-02-01 18:00:00', 50, 0],
        ],
      },
    },
    {
      name: 'One purchase each',
      seed: "INSERT INTO purchases VALUES (1, 1, '2024-01-01 00:00:00', 5), (2, 2, '2024-01-01 00:00:00', 6);",
      expected: {
        columns: ['user_id', 'purchased_at', 'amount', 'change'],
        rows: [
          [1, '2024-01-01 00:00:00', 5, null],
          [2, '2024-01-01 00:00:00', 6, null],
        ],
      },
    },
    {
      name: 'Stored out of time order',
      seed: "INSERT INTO purchases VALUES (1, 3, '2024-03-03 00:00:00', 30), (2, 3, '2024-03-01 00:00:00', 10), (3, 3, '2024-03-02 00:00:00', 25);",
      expected: {
        columns: ['user_id', 'purchased_at', 'amount', 'change'],
        rows: [
          [3, '2024-03-01 00:00:00', 10, null],
          [3, '2024-03-02 00:00:00', 25, 15],
          [3, '2024-03-03 00:00:00', 30, 5],
        ],
      },
    },
    {
      name: 'No purchases',
      seed: '',
      expected: {
        columns: ['user_id', 'purchased_at', 'amount', 'change'],
        rows: [],
      },
    },
    {
      name: 'Equal amounts give a change of 0',
      seed: "INSERT INTO purchases VALUES (1, 4, '2024-04-01 10:00:00', 9.5), (2, 4, '2024-04-02 10:00:00', 9.5);",
      expected: {
        columns: ['user_id', 'purchased_at', 'amount', 'change'],
        rows: [
          [4, '2024-04-01 10:00:00', 9.5, null],
          [4, '2024-04-02 10:00:00', 9.5, 0],
        ],
      },
    },
    {
      name: 'Same minute, different seconds',
      seed: "INSERT INTO purchases VALUES (1, 5, '2024-05-01 10:00:59', 3), (2, 5, '2024-05-01 10:00:01', 1);",
      expected: {
        columns: ['user_id', 'purchased_at', 'amount', 'change'],
        rows: [
          [5, '2024-05-01 10:00:01', 1, null],
          [5, '2024-05-01 10:00:59', 3, 2],
        ],
      },
    },
    {
      name: 'Two users interleaved',
      seed: "INSERT INTO purchases VALUES (1, 2, '2024-06-01 00:00:00', 1), (2, 1, '2024-06-02 00:00:00', 100), (3, 2, '2024-06-03 00:00:00', 4), (4, 1, '2024-06-04 00:00:00', 90);",
      expected: {
        columns: ['user_id', 'purchased_at', 'amount', 'change'],
        rows: [
          [1, '2024-06-02 00:00:00', 100, null],
          [1, '2024-06-04 00:00:00', 90, -10],
          [2, '2024-06-01 00:00:00', 1, null],
          [2, '2024-06-03 00:00:00', 4, 3],
        ],
      },
    },
  ],
};
