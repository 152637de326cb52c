import type { SqlProblemInput } from '../../problem-schema.ts';

export const problem: SqlProblemInput = {
  id: 'scd2-current-addresses',
  language: 'sql',
  title: 'Current Customer Addresses',
  topic: 'Slowly Changing Dimensions',
  difficulty: 'Easy',
  description:
    "`customer_addresses` is a type 2 slowly changing dimension: each change of address closes the old row (`valid_to` set) and opens a new one (`valid_to` NULL). Return every customer's current `city` as `customer_id` and `city`, sorted by customer_id. Customers who have moved away for good (all rows closed) are not listed.",
  constraints: ['Columns: customer_id, city', 'Order: customer_id ascending'],
  hints: [
    'The current row is the one whose `valid_to IS NULL`.',
    'Comparing with `= NULL` is never true in SQL: use IS NULL.',
  ],
  schema: `CREATE TABLE customer_addresses (
  customer_id INTEGER NOT NULL,
  city TEXT NOT NULL,
  valid_from TEXT NOT NULL,
  valid_to TEXT
);`,
  seed: `INSERT INTO customer_addresses VALUES (1, 'Lyon', '2020-01-01', '2022-06-01'), (1, 'Paris', '2022-06-01', NULL),
  (2, 'Oslo', '2021-03-01', NULL), (3, 'Rome', '2019-01-01', '2023-01-01');`,
  orderMatters: true,
  starterCode: `SELECT customer_id, city
FROM customer_addresses;
`,
  solution: `SELECT customer_id, city
FROM customer_addresses
WHERE valid_to IS NULL
ORDER BY customer_id;
`,
  wrongSolutions: [
    {
      mistake: 'takes the latest valid_from even when that row is closed',
      code: `SELECT a.customer_id, a.city FROM customer_addresses AS a
WHERE a.valid_from = (SELECT MAX(valid_from) FROM customer_addresses AS b WHERE b.customer_id = a.customer_id) ORDER BY a.customer_id;
`,
    },
    {
      mistake: 'compares with = NULL, which matches nothing',
      code: `SELECT customer_id, city FROM customer_addresses WHERE valid_to = NULL ORDER BY customer_id;
`,
    },
    {
      mistake: 'takes the alphabetically last city',
      code: `SELECT customer_id, MAX(city) AS city FROM customer_addresses GROUP BY customer_id ORDER BY customer_id;
`,
    },
  ],
  tests: [
    {
      name: 'Example data',
      hidden: false,
      expected: {
        columns: ['customer_id', 'city'],
        rows: [
          [1, 'Paris'],
          [2, 'Oslo'],
        ],
      },
    },
    {
      name: 'Everyone moved away',
      seed: "INSERT INTO customer_addresses VALUES (1, 'A', '2020-01-01', '2021-01-01'), (2, 'B', '2020-01-01', '2021-01-01');",
      expected: {
        columns: ['customer_id', 'city'],
        rows: [],
      },
    },
    {
      name: 'Back to an earlier city',
      seed: "INSERT INTO customer_addresses VALUES (5, 'Berlin', '2018-01-01', '2019-01-01'), (5, 'Munich', '2019-01-01', '2020-01-01'), (5, 'Berlin', '2020-01-01', NULL);",
      expected: {
        columns: ['customer_id', 'city'],
        rows: [[5, 'Berlin']],
      },
    },
    {
      name: 'Empty table',
      seed: '',
      expected: {
        columns: ['customer_id', 'city'],
        rows: [],
      },
    },
    {
      name: 'Rows stored out of order',
      seed: "INSERT INTO customer_addresses VALUES (9, 'Zurich', '2023-01-01', NULL), (8, 'Basel', '2022-01-01', NULL), (9, 'Bern', '2021-01-01', '2023-01-01');",
      expected: {
        columns: ['customer_id', 'city'],
        rows: [
          [8, 'Basel'],
          [9, 'Zurich'],
        ],
      },
    },
    {
      name: 'Moved away after a later row was added',
      seed: "INSERT INTO customer_addresses VALUES (4, 'Kyiv', '2024-01-01', '2024-02-01'), (4, 'Lviv', '2023-01-01', '2024-01-01');",
      expected: {
        columns: ['customer_id', 'city'],
        rows: [],
      },
    },
    {
      name: 'A single open row each',
      seed: "INSERT INTO customer_addresses VALUES (1, 'Zagreb', '2024-01-01', NULL), (2, 'Athens', '2024-01-01', NULL);",
      expected: {
        columns: ['customer_id', 'city'],
        rows: [
          [1, 'Zagreb'],
          [2, 'Athens'],
        ],
      },
    },
  ],
};
