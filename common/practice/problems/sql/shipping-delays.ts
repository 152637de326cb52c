import type { SqlProblemInput } from '../../problem-schema.ts';

export const problem: SqlProblemInput = {
  id: 'shipping-delays',
  language: 'sql',
  title: 'Average Delivery Time per Carrier',
  topic: 'Dates',
  difficulty: 'Medium',
  description:
    'For each `carrier`, return `delivered` (the number of delivered shipments) and `avg_days`: the average number of days between `ordered_on` and `delivered_on` over delivered shipments, rounded to 1 decimal. Shipments not yet delivered have `delivered_on` NULL. A carrier with nothing delivered shows 0 and NULL. Sort by carrier.',
  constraints: ['Columns: carrier, delivered, avg_days', 'Order: carrier ascending'],
  hints: [
    '`julianday(delivered_on) - julianday(ordered_on)` is the difference in days.',
    'COUNT(column) and AVG skip NULLs, so undelivered shipments drop out by themselves.',
  ],
  schema: `CREATE TABLE shipments (
  id INTEGER PRIMARY KEY,
  carrier TEXT NOT NULL,
  ordered_on TEXT NOT NULL,
  delivered_on TEXT
);`,
  seed: `INSERT INTO shipments VALUES
  (1, 'DHL', '2024-01-01', '2024-01-04'), (2, 'DHL', '2024-01-02', '2024-01-03'),
  (3, 'UPS', '2024-01-01', '2024-01-08'), (4, 'UPS', '2024-01-05', NULL),
  (5, 'FedEx', '2024-01-03', NULL);`,
  orderMatters: true,
  starterCode: `SELECT carrier, COUNT(*) AS delivered
FROM shipments
GROUP BY carrier
ORDER BY carrier;
`,
  solution: `SELECT carrier,
       COUNT(delivered_on) AS delivered,
       ROUND(AVG(julianday(delivered_on) - julianday(ordered_on)), 1) AS avg_days
FROM shipments
GROUP BY carrier
ORDER BY carrier;
`,
  solutionNotes:
    'Date arithmetic in SQLite goes through julianday; NULL dates make the difference NULL, which AVG ignores.',
  wrongSolutions: [
    {
      mistake: 'counts undelivered shipments as delivered',
      code: `SELECT carrier, COUNT(*) AS delivered,
  ROUND(AVG(julianday(delivered_on) - julianday(ordered_on)), 1) AS avg_days
FROM shipments GROUP BY carrier ORDER BY carrier;
`,
    },
    {
      mistake: 'counts undelivered shipments as 0 days',
      code: `SELECT carrier, COUNT(delivered_on) AS delivered,
  ROUND(AVG(COALESCE(julianday(delivered_on) - julianday(ordered_on), 0)), 1) AS avg_days
FROM shipments GROUP BY carrier ORDER BY carrier;
`,
    },
    {
      mistake: 'subtracts the day-of-month numbers',
      code: `SELECT carrier, COUNT(delivered_on) AS delivered,
  ROUND(AVG(CAST(substr(delivered_on, 9, 2) AS INTEGER) - CAST(substr(ordered_on, 9, 2) AS INTEGER)), 1) AS avg_days
FROM shipments GROUP BY carrier ORDER BY carrier;
`,
    },
  ],
  tests: [
    {
      name: 'Example data',
      hidden: false,
      expected: {
        columns: ['carrier', 'delivered', 'avg_days'],
        rows: [
          ['DHL', 2, 2],
          ['FedEx', 0, null],
          ['UPS', 1, 7],
        ],
      },
    },
    {
      name: 'No shipments',
      seed: '',
      expected: {
        columns: ['carrier', 'delivered', 'avg_days'],
        rows: [],
      },
    },
    {
      name: 'Across a leap day',
      seed: "INSERT INTO shipments VALUES (1, 'X', '2024-02-27', '2024-03-01');",
      expected: {
        columns: ['carrier', 'delivered', 'avg_days'],
        rows: [['X', 1, 3]],
      },
    },
    {
      name: 'Nothing delivered yet',
      seed: "INSERT INTO shipments VALUES (1, 'Y', '2024-01-01', NULL);",
      expected: {
        columns: ['carrier', 'delivered', 'avg_days'],
        rows: [['Y', 0, null]],
      },
    },
    {
      name: 'A fractional average',
      seed: "INSERT INTO shipments VALUES (1, 'Z', '2024-01-01', '2024-01-02'), (2, 'Z', '2024-01-01', '2024-01-03'), (3, 'Z', '2024-01-01', '2024-01-03');",
      expected: {
        columns: ['carrier', 'delivered', 'avg_days'],
        rows: [['Z', 3, 1.7]],
      },
    },
    {
      name: 'Same-day delivery',
      seed: "INSERT INTO shipments VALUES (1, 'Q', '2024-06-01', '2024-06-01'), (2, 'R', '2024-06-01', '2024-06-11');",
      expected: {
        columns: ['carrier', 'delivered', 'avg_days'],
        rows: [
          ['Q', 1, 0],
          ['R', 1, 10],
        ],
      },
    },
    {
      name: 'Across a year end',
      seed: "INSERT INTO shipments VALUES (1, 'Ace', '2023-12-30', '2024-01-02'), (2, 'Ace', '2023-12-31', NULL), (3, 'Bolt', '2024-02-27', '2024-03-01');",
      expected: {
        columns: ['carrier', 'delivered', 'avg_days'],
        rows: [
          ['Ace', 1, 3],
          ['Bolt', 1, 3],
        ],
      },
    },
  ],
};
