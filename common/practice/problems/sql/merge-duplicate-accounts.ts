import type { SqlProblemInput } from '../../problem-schema.ts';

export const problem: SqlProblemInput = {
  id: 'merge-duplicate-accounts',
  language: 'sql',
  title: 'Merge Duplicate Accounts',
  topic: 'De-duplication',
  difficulty: 'Medium',
  description:
    'Accounts are duplicates when their e-mails match after trimming spaces and ignoring case. For every e-mail used by at least one account, return `email` (normalised: trimmed, lower case), `keep_id` (the oldest account: earliest `created_at`, then lowest id) and `merged` (how many other accounts fold into it). Accounts without an e-mail are left out. Sort by email.',
  constraints: ['Columns: email, keep_id, merged', 'Order: email ascending'],
  hints: [
    'Normalise once: `lower(trim(email))`.',
    'ROW_NUMBER per normalised e-mail ordered by `created_at, id` finds the keeper; COUNT(*) - 1 is how many merge into it.',
  ],
  schema: `CREATE TABLE accounts (
  id INTEGER PRIMARY KEY,
  email TEXT,
  created_at TEXT NOT NULL
);`,
  seed: `INSERT INTO accounts VALUES (1, 'ann@x.io', '2024-02-01'), (2, ' Ann@X.io', '2024-01-15'), (3, 'bo@x.io', '2024-03-01'),
  (4, NULL, '2024-01-01'), (5, 'ANN@x.io ', '2024-05-05');`,
  orderMatters: true,
  starterCode: `SELECT email, MIN(id) AS keep_id, COUNT(*) - 1 AS merged
FROM accounts
GROUP BY email;
`,
  solution: `WITH ranked AS (
  SELECT lower(trim(email)) AS email, id,
         ROW_NUMBER() OVER (PARTITION BY lower(trim(email)) ORDER BY created_at, id) AS n,
         COUNT(*) OVER (PARTITION BY lower(trim(email))) AS total
  FROM accounts
  WHERE email IS NOT NULL
)
SELECT email, id AS keep_id, total - 1 AS merged
FROM ranked
WHERE n = 1
ORDER BY email;
`,
  wrongSolutions: [
    {
      mistake: 'keeps the lowest id rather than the oldest account',
      code: `SELECT lower(trim(email)) AS email, MIN(id) AS keep_id, COUNT(*) - 1 AS merged FROM accounts WHERE email IS NOT NULL GROUP BY lower(trim(email)) ORDER BY email;
`,
    },
    {
      mistake: 'does not trim spaces',
      code: `WITH r AS (SELECT lower(email) AS email, id, ROW_NUMBER() OVER (PARTITION BY lower(email) ORDER BY created_at, id) AS n, COUNT(*) OVER (PARTITION BY lower(email)) AS total FROM accounts WHERE email IS NOT NULL)
SELECT email, id AS keep_id, total - 1 AS merged FROM r WHERE n = 1 ORDER BY email;
`,
    },
    {
      mistake: 'counts the kept account as merged',
      code: `WITH r AS (SELECT lower(trim(email)) AS email, id, ROW_NUMBER() OVER (PARTITION BY lower(trim(email)) ORDER BY created_at, id) AS n, COUNT(*) OVER (PARTITION BY lower(trim(email))) AS total FROM accounts WHERE email IS NOT NULL)
SELECT email, id AS keep_id, total AS merged FROM r WHERE n = 1 ORDER BY email;
`,
    },
    {
      mistake: 'treats missing e-mails as one shared address',
      code: `WITH r AS (SELECT lower(trim(email)) AS email, id, ROW_NUMBER() OVER (PARTITION BY lower(trim(email)) ORDER BY created_at, id) AS n, COUNT(*) OVER (PARTITION BY lower(trim(email))) AS total FROM accounts)
SELECT email, id AS keep_id, total - 1 AS merged FROM r WHERE n = 1 ORDER BY email;
`,
    },
  ],
  tests: [
    {
      name: 'Example data',
      hidden: false,
      expected: {
        columns: ['email', 'keep_id', 'merged'],
        rows: [
          ['ann@x.io', 2, 2],
          ['bo@x.io', 3, 0],
        ],
      },
    },
    {
      name: 'Same creation time, lower id wins',
      seed: "INSERT INTO accounts VALUES (7, 'a@b.c', '2024-01-01'), (3, 'A@B.C', '2024-01-01');",
      expected: {
        columns: ['email', 'keep_id', 'merged'],
        rows: [['a@b.c', 3, 1]],
      },
    },
    {
      name: 'No duplicates',
      seed: "INSERT INTO accounts VALUES (1, 'z@z.z', '2024-01-01'), (2, 'y@y.y', '2024-01-02');",
      expected: {
        columns: ['email', 'keep_id', 'merged'],
        rows: [
          ['y@y.y', 2, 0],
          ['z@z.z', 1, 0],
        ],
      },
    },
    {
      name: 'No accounts',
      seed: '',
      expected: {
        columns: ['email', 'keep_id', 'merged'],
        rows: [],
      },
    },
    {
      name: 'Only accounts without e-mail',
      seed: "INSERT INTO accounts VALUES (1, NULL, '2024-01-01'), (2, NULL, '2024-01-02');",
      expected: {
        columns: ['email', 'keep_id', 'merged'],
        rows: [],
      },
    },
    {
      name: 'The newest id is the oldest account',
      seed: "INSERT INTO accounts VALUES (1, 'k@k.k', '2024-06-01'), (2, 'k@k.k', '2024-05-01'), (9, ' K@K.K', '2023-12-31');",
      expected: {
        columns: ['email', 'keep_id', 'merged'],
        rows: [['k@k.k', 9, 2]],
      },
    },
    {
      name: 'Spaces and capitals everywhere',
      seed: "INSERT INTO accounts VALUES (1, '  Q@Q.Q  ', '2024-01-03'), (2, 'q@q.q', '2024-01-02'), (3, 'Q@q.Q', '2024-01-04'), (4, 'r@r.r', '2024-01-01');",
      expected: {
        columns: ['email', 'keep_id', 'merged'],
        rows: [
          ['q@q.q', 2, 2],
          ['r@r.r', 4, 0],
        ],
      },
    },
  ],
};
