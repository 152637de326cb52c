import type { SqlProblemInput } from '../../problem-schema.ts';

export const problem: SqlProblemInput = {
  id: 'scd2-as-of-date',
  language: 'sql',
  title: 'Customer Tier as of a Date',
  topic: 'Slowly Changing Dimensions',
  difficulty: 'Medium',
  description:
    "`customer_tiers` is a type 2 dimension: a row is valid from `valid_from` (inclusive) until `valid_to` (**exclusive**; NULL means still valid). Return each customer's `tier` on **2024-06-30** as `customer_id` and `tier`, sorted by customer_id. Customers without a valid row on that day are not listed.",
  constraints: ['Columns: customer_id, tier', 'Order: customer_id ascending'],
  hints: [
    "Valid on a day means `valid_from <= '2024-06-30'` and (`valid_to IS NULL` or `valid_to > '2024-06-30'`).",
    'ISO dates compare correctly as text.',
  ],
  schema: `CREATE TABLE customer_tiers (
  customer_id INTEGER NOT NULL,
  tier TEXT NOT NULL,
  valid_from TEXT NOT NULL,
  valid_to TEXT
);`,
  seed: `INSERT INTO customer_tiers VALUES (1, 'silver', '2024-01-01', '2024-05-01'), (1, 'gold', '2024-05-01', NULL),
  (2, 'bronze', '2024-01-01', '2024-07-01'), (2, 'silver', '2024-07-01', NULL), (3, 'gold', '2024-07-15', NULL);`,
  orderMatters: true,
  starterCode: `SELECT customer_id, tier
FROM customer_tiers
WHERE valid_to IS NULL;
`,
  solution: `SELECT customer_id, tier
FROM customer_tiers
WHERE valid_from <= '2024-06-30'
  AND (valid_to IS NULL OR valid_to > '2024-06-30')
ORDER BY customer_id;
`,
  wrongSolutions: [
    {
      mistake: 'treats valid_to as inclusive',
      code: `SELECT customer_id, tier FROM customer_tiers WHERE valid_from <= '2024-06-30' AND (valid_to IS NULL OR valid_to >= '2024-06-30') ORDER BY customer_id;
`,
    },
    {
      mistake: 'forgets the open rows (valid_to NULL)',
      code: `SELECT customer_id, tier FROM customer_tiers WHERE valid_from <= '2024-06-30' AND valid_to > '2024-06-30' ORDER BY customer_id;
`,
    },
    {
      mistake: 'uses BETWEEN with a NULL end, dropping open rows and adding closed ones',
      code: `SELECT customer_id, tier FROM customer_tiers WHERE '2024-06-30' BETWEEN valid_from AND COALESCE(valid_to, '2024-06-29') ORDER BY customer_id;
`,
    },
    {
      mistake: 'treats valid_from as exclusive',
      code: `SELECT customer_id, tier FROM customer_tiers WHERE valid_from < '2024-06-30' AND (valid_to IS NULL OR valid_to > '2024-06-30') ORDER BY customer_id;
`,
    },
  ],
  tests: [
    {
      name: 'Example data',
      hidden: false,
      expected: {
        columns: ['customer_id', 'tier'],
        rows: [
          [1, 'gold'],
          [2, 'bronze'],
        ],
      },
    },
    {
      name: 'A change on the day itself',
      seed: "INSERT INTO customer_tiers VALUES (1, 'old', '2024-01-01', '2024-06-30'), (1, 'new', '2024-06-30', NULL);",
      expected: {
        columns: ['customer_id', 'tier'],
        rows: [[1, 'new']],
      },
    },
    {
      name: 'A change the day after',
      seed: "INSERT INTO customer_tiers VALUES (2, 'old', '2024-01-01', '2024-07-01'), (2, 'new', '2024-07-01', NULL);",
      expected: {
        columns: ['customer_id', 'tier'],
        rows: [[2, 'old']],
      },
    },
    {
      name: 'Empty table',
      seed: '',
      expected: {
        columns: ['customer_id', 'tier'],
        rows: [],
      },
    },
    {
      name: 'Not yet a customer',
      seed: "INSERT INTO customer_tiers VALUES (3, 'gold', '2024-07-01', NULL), (4, 'silver', '2023-01-01', NULL);",
      expected: {
        columns: ['customer_id', 'tier'],
        rows: [[4, 'silver']],
      },
    },
    {
      name: 'Expired before the date',
      seed: "INSERT INTO customer_tiers VALUES (5, 'gold', '2023-01-01', '2024-06-29');",
      expected: {
        columns: ['customer_id', 'tier'],
        rows: [],
      },
    },
    {
      name: 'Several history rows per customer',
      seed: "INSERT INTO customer_tiers VALUES (6, 'a', '2022-01-01', '2023-01-01'), (6, 'b', '2023-01-01', '2024-03-01'), (6, 'c', '2024-03-01', '2024-12-31'), (6, 'd', '2024-12-31', NULL);",
      expected: {
        columns: ['customer_id', 'tier'],
        rows: [[6, 'c']],
      },
    },
  ],
};
