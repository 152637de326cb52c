import type { SqlProblemInput } from '../../problem-schema.ts';

export const problem: SqlProblemInput = {
  id: 'ledger-bank-reconciliation',
  language: 'sql',
  title: 'Ledger and Bank Reconciliation',
  topic: 'Joins',
  difficulty: 'Medium',
  description: `Finance keeps a \`ledger\`; the bank sends \`bank_lines\`. Both carry a \`txn_id\`. Return every transaction that does not reconcile as \`txn_id\` and \`issue\`:

- \`missing_in_bank\`: in the ledger, not at the bank;
- \`missing_in_ledger\`: at the bank, not in the ledger;
- \`amount_mismatch\`: in both, with amounts that differ by more than 0.005.

Sort by txn_id. Matching transactions are not listed.`,
  constraints: [
    'Columns: txn_id, issue',
    'Order: txn_id ascending',
    'txn_id is unique in each table',
  ],
  hints: [
    'You need the rows of both sides: a FULL OUTER JOIN (SQLite has it), or a LEFT JOIN in each direction combined with UNION ALL.',
    'Classify with CASE: which side is NULL, else compare `ABS(l.amount - b.amount) > 0.005`.',
  ],
  schema: `CREATE TABLE ledger (
  txn_id TEXT PRIMARY KEY,
  amount REAL NOT NULL
);
CREATE TABLE bank_lines (
  txn_id TEXT PRIMARY KEY,
  amount REAL NOT NULL
);`,
  seed: `INSERT INTO ledger VALUES ('T1', 100.0), ('T2', 50.0), ('T3', 20.0);
INSERT INTO bank_lines VALUES ('T1', 100.0), ('T3', 25.0), ('T4', 9.99);`,
  orderMatters: true,
  starterCode: `SELECT l.txn_id, 'missing_in_bank' AS issue
FROM ledger AS l;
`,
  solution: `SELECT COALESCE(l.txn_id, b.txn_id) AS txn_id,
       CASE
         WHEN b.txn_id IS NULL THEN 'missing_in_bank'
         WHEN l.txn_id IS NULL THEN 'missing_in_ledger'
         ELSE 'amount_mismatch'
       END AS issue
FROM ledger AS l
FULL OUTER JOIN bank_lines AS b ON b.txn_id = l.txn_id
WHERE l.txn_id IS NULL OR b.txn_id IS NULL OR ABS(l.amount - b.amount) > 0.005
ORDER BY txn_id;
`,
  wrongSolutions: [
    {
      mistake: 'only looks from the ledger side (LEFT JOIN)',
      code: `SELECT l.txn_id,
  CASE WHEN b.txn_id IS NULL THEN 'missing_in_bank' ELSE 'amount_mismatch' END AS issue
FROM ledger AS l LEFT JOIN bank_lines AS b ON b.txn_id = l.txn_id
WHERE b.txn_id IS NULL OR ABS(l.amount - b.amount) > 0.005
ORDER BY l.txn_id;
`,
    },
    {
      mistake: 'compares amounts exactly, flagging float noise',
      code: `SELECT COALESCE(l.txn_id, b.txn_id) AS txn_id,
  CASE WHEN b.txn_id IS NULL THEN 'missing_in_bank' WHEN l.txn_id IS NULL THEN 'missing_in_ledger' ELSE 'amount_mismatch' END AS issue
FROM ledger AS l FULL OUTER JOIN bank_lines AS b ON b.txn_id = l.txn_id
WHERE l.txn_id IS NULL OR b.txn_id IS NULL OR l.amount <> b.amount
ORDER BY txn_id;
`,
    },
    {
      mistake: 'swaps the two missing labels',
      code: `SELECT COALESCE(l.txn_id, b.txn_id) AS txn_id,
  CASE WHEN l.txn_id IS NULL THEN 'missing_in_bank' WHEN b.txn_id IS NULL THEN 'missing_in_ledger' ELSE 'amount_mismatch' END AS issue
FROM ledger AS l FULL OUTER JOIN bank_lines AS b ON b.txn_id = l.txn_id
WHERE l.txn_id IS NULL OR b.txn_id IS NULL OR ABS(l.amount - b.amount) > 0.005
ORDER BY txn_id;
`,
    },
  ],
  tests: [
    {
      name: 'Example data',
      hidden: false,
      expected: {
        columns: ['txn_id', 'issue'],
        rows: [
          ['T2', 'missing_in_bank'],
          ['T3', 'amount_mismatch'],
          ['T4', 'missing_in_ledger'],
        ],
      },
    },
    {
      name: 'Only bank lines',
      seed: "INSERT INTO bank_lines VALUES ('B1', 1.0), ('B2', 2.0);",
      expected: {
        columns: ['txn_id', 'issue'],
        rows: [
          ['B1', 'missing_in_ledger'],
          ['B2', 'missing_in_ledger'],
        ],
      },
    },
    {
      name: 'Only ledger rows',
      seed: "INSERT INTO ledger VALUES ('L2', 1.0), ('L1', 2.0);",
      expected: {
        columns: ['txn_id', 'issue'],
        rows: [
          ['L1', 'missing_in_bank'],
          ['L2', 'missing_in_bank'],
        ],
      },
    },
    {
      name: 'Everything reconciles',
      seed: `INSERT INTO ledger VALUES ('X', 0.1), ('Y', 3.0);
INSERT INTO bank_lines VALUES ('X', 0.1), ('Y', 3.0);`,
      expected: {
        columns: ['txn_id', 'issue'],
        rows: [],
      },
    },
    {
      name: 'Float noise is not a mismatch',
      seed: `INSERT INTO ledger VALUES ('F', 0.3);
INSERT INTO bank_lines VALUES ('F', 0.1 + 0.2);`,
      expected: {
        columns: ['txn_id', 'issue'],
        rows: [],
      },
    },
    {
      name: 'Both tables empty',
      seed: '',
      expected: {
        columns: ['txn_id', 'issue'],
        rows: [],
      },
    },
    {
      name: 'A bank line and a mismatch',
      seed: `INSERT INTO ledger VALUES ('A', 10.0), ('C', 5.0);
INSERT INTO bank_lines VALUES ('B', 7.0), ('C', 5.5);`,
      expected: {
        columns: ['txn_id', 'issue'],
        rows: [
          ['A', 'missing_in_bank'],
          ['B', 'missing_in_ledger'],
          ['C', 'amount_mismatch'],
        ],
      },
    },
  ],
};
