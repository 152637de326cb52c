import type { SqlProblemInput } from '../../problem-schema.ts';

export const problem: SqlProblemInput = {
  id: 'parse-amount-strings',
  language: 'sql',
  title: 'Parse Amount Strings',
  topic: 'Data Cleaning',
  difficulty: 'Medium',
  description:
    '`payments.amount_text` holds amounts as typed: `$1,234.50`, ` 12.5 `, `1000`, `-$3.00`; empty strings and NULL mean unknown. Return each `account` with `total`: the sum of its known amounts as numbers, rounded to 2 decimals (an account with only unknown amounts totals NULL). Sort by account.',
  constraints: ['Columns: account, total', 'Order: account ascending'],
  hints: [
    'Remove `$`, `,` and spaces with replace(), then `CAST(... AS REAL)`.',
    "Turn empty strings into NULL with `NULLIF(..., '')` **before** casting: `CAST('' AS REAL)` is 0, not NULL.",
  ],
  schema: `CREATE TABLE payments (
  id INTEGER PRIMARY KEY,
  account TEXT NOT NULL,
  amount_text TEXT
);`,
  seed: `INSERT INTO payments VALUES (1, 'acme', '$1,234.50'), (2, 'acme', ' 12.5 '), (3, 'beta', '1000'), (4, 'beta', '-$3.00'),
  (5, 'cora', ''), (6, 'cora', NULL);`,
  orderMatters: true,
  starterCode: `SELECT account, SUM(amount_text) AS total
FROM payments
GROUP BY account;
`,
  solution: `SELECT account,
       ROUND(SUM(CAST(NULLIF(replace(replace(replace(amount_text, '$', ''), ',', ''), ' ', ''), '') AS REAL)), 2) AS total
FROM payments
GROUP BY account
ORDER BY account;
`,
  wrongSolutions: [
    {
      mistake: "casts without removing '$' and ',' (they become 0 or 1)",
      code: `SELECT account, ROUND(SUM(CAST(NULLIF(trim(amount_text), '') AS REAL)), 2) AS total FROM payments GROUP BY account ORDER BY account;
`,
    },
    {
      mistake: 'casts empty strings to 0 instead of unknown',
      code: `SELECT account, ROUND(SUM(CAST(replace(replace(replace(amount_text, '$', ''), ',', ''), ' ', '') AS REAL)), 2) AS total FROM payments GROUP BY account ORDER BY account;
`,
    },
    {
      mistake: 'drops the minus sign',
      code: `SELECT account, ROUND(SUM(CAST(NULLIF(replace(replace(replace(replace(amount_text, '$', ''), ',', ''), ' ', ''), '-', ''), '') AS REAL)), 2) AS total FROM payments GROUP BY account ORDER BY account;
`,
    },
  ],
  tests: [
    {
      name: 'Example data',
      hidden: false,
      expected: {
        columns: ['account', 'total'],
        rows: [
          ['acme', 1247],
          ['beta', 997],
          ['cora', null],
        ],
      },
    },
    {
      name: 'Thousands separators',
      seed: "INSERT INTO payments VALUES (1, 'a', '1,000,000'), (2, 'a', '$2,500.75');",
      expected: {
        columns: ['account', 'total'],
        rows: [['a', 1002500.75]],
      },
    },
    {
      name: 'Only empty strings',
      seed: "INSERT INTO payments VALUES (1, 'z', ''), (2, 'z', ' ');",
      expected: {
        columns: ['account', 'total'],
        rows: [['z', null]],
      },
    },
    {
      name: 'No payments',
      seed: '',
      expected: {
        columns: ['account', 'total'],
        rows: [],
      },
    },
    {
      name: 'Refunds',
      seed: "INSERT INTO payments VALUES (1, 'r', '-$10.00'), (2, 'r', '$4.00'), (3, 's', '-1');",
      expected: {
        columns: ['account', 'total'],
        rows: [
          ['r', -6],
          ['s', -1],
        ],
      },
    },
    {
      name: 'Float sums',
      seed: "INSERT INTO payments VALUES (1, 'f', '0.1'), (2, 'f', '0.2'), (3, 'f', '$0.30');",
      expected: {
        columns: ['account', 'total'],
        rows: [['f', 0.6]],
      },
    },
    {
      name: 'Accounts sorted by name',
      seed: "INSERT INTO payments VALUES (1, 'b', '1'), (2, 'a', '$2'), (3, 'c', NULL);",
      expected: {
        columns: ['account', 'total'],
        rows: [
          ['a', 2],
          ['b', 1],
          ['c', null],
        ],
      },
    },
  ],
};
