import type { SqlProblemInput } from '../../problem-schema.ts';

export const problem: SqlProblemInput = {
  id: 'duplicate-emails',
  language: 'sql',
  title: 'Find Duplicate E-mails',
  topic: 'De-duplication',
  difficulty: 'Easy',
  description:
    'Some people signed up twice. Find the e-mail addresses used by more than one account, comparing them case-insensitively and ignoring surrounding spaces. Return `email` (trimmed, lower-case) and `accounts`, sorted by email. Accounts without an e-mail are ignored.',
  constraints: ['Columns: email, accounts', 'Order: email ascending'],
  hints: [
    'Normalize before grouping: `LOWER(TRIM(email))`.',
    '`HAVING COUNT(*) > 1` keeps only the duplicated groups. NULLs would form a group of their own.',
  ],
  schema: `CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  email TEXT
);`,
  seed: `INSERT INTO users VALUES
  (1, 'ada@example.com'), (2, 'grace@example.com'), (3, 'ADA@example.com'),
  (4, ' linus@example.com'), (5, 'linus@example.com'), (6, 'ken@example.com');`,
  orderMatters: true,
  starterCode: `SELECT email, COUNT(*) AS accounts
FROM users
GROUP BY email
HAVING COUNT(*) > 1;
`,
  solution: `SELECT LOWER(TRIM(email)) AS email, COUNT(*) AS accounts
FROM users
WHERE email IS NOT NULL
GROUP BY LOWER(TRIM(email))
HAVING COUNT(*) > 1
ORDER BY email;
`,
  wrongSolutions: [
    {
      mistake: 'compares case-sensitively',
      code: `SELECT TRIM(email) AS email, COUNT(*) AS accounts FROM users
WHERE email IS NOT NULL
GROUP BY TRIM(email) HAVING COUNT(*) > 1 ORDER BY email;
`,
    },
    {
      mistake: 'does not trim spaces',
      code: `SELECT LOWER(email) AS email, COUNT(*) AS accounts FROM users
WHERE email IS NOT NULL
GROUP BY LOWER(email) HAVING COUNT(*) > 1 ORDER BY email;
`,
    },
    {
      mistake: 'counts accounts without an e-mail as one duplicated address',
      code: `SELECT LOWER(TRIM(email)) AS email, COUNT(*) AS accounts FROM users
GROUP BY LOWER(TRIM(email)) HAVING COUNT(*) > 1 ORDER BY email;
`,
    },
  ],
  tests: [
    {
      name: 'Example data',
      hidden: false,
      expected: {
        columns: ['email', 'accounts'],
        rows: [
          ['ada@example.com', 2],
          ['linus@example.com', 2],
        ],
      },
    },
    {
      name: 'No duplicates',
      seed: "INSERT INTO users VALUES (1, 'a@x.io'), (2, 'b@x.io');",
      expected: {
        columns: ['email', 'accounts'],
        rows: [],
      },
    },
    {
      name: 'Three spellings of one address',
      seed: "INSERT INTO users VALUES (1, 'a@x.io'), (2, 'A@X.IO'), (3, ' a@x.io ');",
      expected: {
        columns: ['email', 'accounts'],
        rows: [['a@x.io', 3]],
      },
    },
    {
      name: 'Accounts without an e-mail',
      seed: "INSERT INTO users VALUES (1, NULL), (2, NULL), (3, 'b@x.io');",
      expected: {
        columns: ['email', 'accounts'],
        rows: [],
      },
    },
    {
      name: 'No users',
      seed: '',
      expected: {
        columns: ['email', 'accounts'],
        rows: [],
      },
    },
    {
      name: 'Several duplicated addresses',
      seed: "INSERT INTO users VALUES (1, 'zed@x.io'), (2, 'zed@x.io'), (3, 'amy@x.io'), (4, 'Amy@x.io'), (5, 'mo@x.io');",
      expected: {
        columns: ['email', 'accounts'],
        rows: [
          ['amy@x.io', 2],
          ['zed@x.io', 2],
        ],
      },
    },
    {
      name: 'Spaces and capitals on one address only',
      seed: "INSERT INTO users VALUES (1, ' Ann@X.io'), (2, 'ann@x.io '), (3, 'bo@x.io'), (4, NULL), (5, NULL);",
      expected: {
        columns: ['email', 'accounts'],
        rows: [['ann@x.io', 2]],
      },
    },
  ],
};
