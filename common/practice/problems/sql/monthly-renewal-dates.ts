import type { SqlProblemInput } from '../../problem-schema.ts';

export const problem: SqlProblemInput = {
  id: 'monthly-renewal-dates',
  language: 'sql',
  title: 'Monthly Renewal Dates',
  topic: 'Dates',
  difficulty: 'Hard',
  description:
    'A monthly subscription renews on the same day of the next month; when that month is shorter, it renews on the **last day** of that month instead (31 January → 29 February 2024, 31 March → 30 April). Return `subscription_id` and `next_renewal` (`YYYY-MM-DD`), sorted by subscription_id.',
  constraints: ['Columns: subscription_id, next_renewal', 'Order: subscription_id ascending'],
  hints: [
    "`date(d, '+1 month')` does **not** clamp: `date('2024-01-31', '+1 month')` is `2024-03-02`.",
    "The last day of next month is `date(d, 'start of month', '+2 months', '-1 day')`; take the earlier of that and the naive date with MIN().",
  ],
  schema: `CREATE TABLE subscriptions (
  id INTEGER PRIMARY KEY,
  started_on TEXT NOT NULL
);`,
  seed: "INSERT INTO subscriptions VALUES (1, '2024-01-15'), (2, '2024-01-31'), (3, '2024-03-31'), (4, '2023-12-31');",
  orderMatters: true,
  starterCode: `SELECT id AS subscription_id, date(started_on, '+1 month') AS next_renewal
FROM subscriptions;
`,
  solution: `SELECT id AS subscription_id,
       MIN(date(started_on, '+1 month'),
           date(started_on, 'start of month', '+2 months', '-1 day')) AS next_renewal
FROM subscriptions
ORDER BY id;
`,
  solutionNotes: 'Both candidates are ISO text, so MIN compares them as dates.',
  wrongSolutions: [
    {
      mistake: "uses '+1 month' without clamping",
      code: `SELECT id AS subscription_id, date(started_on, '+1 month') AS next_renewal FROM subscriptions ORDER BY id;
`,
    },
    {
      mistake: 'adds 30 days',
      code: `SELECT id AS subscription_id, date(started_on, '+30 days') AS next_renewal FROM subscriptions ORDER BY id;
`,
    },
    {
      mistake: 'always renews at the end of next month',
      code: `SELECT id AS subscription_id, date(started_on, 'start of month', '+2 months', '-1 day') AS next_renewal FROM subscriptions ORDER BY id;
`,
    },
  ],
  tests: [
    {
      name: 'Example data',
      hidden: false,
      expected: {
        columns: ['subscription_id', 'next_renewal'],
        rows: [
          [1, '2024-02-15'],
          [2, '2024-02-29'],
          [3, '2024-04-30'],
          [4, '2024-01-31'],
        ],
      },
    },
    {
      name: 'January 31st in a non-leap year',
      seed: "INSERT INTO subscriptions VALUES (1, '2023-01-31'), (2, '2023-01-28');",
      expected: {
        columns: ['subscription_id', 'next_renewal'],
        rows: [
          [1, '2023-02-28'],
          [2, '2023-02-28'],
        ],
      },
    },
    {
      name: 'Leap day start',
      seed: "INSERT INTO subscriptions VALUES (1, '2024-02-29'), (2, '2024-01-29'), (3, '2024-01-30');",
      expected: {
        columns: ['subscription_id', 'next_renewal'],
        rows: [
          [1, '2024-03-29'],
          [2, '2024-02-29'],
          [3, '2024-02-29'],
        ],
      },
    },
    {
      name: 'No subscriptions',
      seed: '',
      expected: {
        columns: ['subscription_id', 'next_renewal'],
        rows: [],
      },
    },
    {
      name: 'December rolls into the next year',
      seed: "INSERT INTO subscriptions VALUES (1, '2024-12-31'), (2, '2024-12-01');",
      expected: {
        columns: ['subscription_id', 'next_renewal'],
        rows: [
          [1, '2025-01-31'],
          [2, '2025-01-01'],
        ],
      },
    },
    {
      name: 'Day 30 into February',
      seed: "INSERT INTO subscriptions VALUES (1, '2025-01-30'), (2, '2024-05-31'), (3, '2024-08-31');",
      expected: {
        columns: ['subscription_id', 'next_renewal'],
        rows: [
          [1, '2025-02-28'],
          [2, '2024-06-30'],
          [3, '2024-09-30'],
        ],
      },
    },
    {
      name: 'Ordinary mid-month dates',
      seed: "INSERT INTO subscriptions VALUES (3, '2024-07-10'), (1, '2024-02-14'), (2, '2024-11-01');",
      expected: {
        columns: ['subscription_id', 'next_renewal'],
        rows: [
          [1, '2024-03-14'],
          [2, '2024-12-01'],
          [3, '2024-08-10'],
        ],
      },
    },
  ],
};
