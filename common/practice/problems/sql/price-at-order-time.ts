import type { SqlProblemInput } from '../../problem-schema.ts';

export const problem: SqlProblemInput = {
  id: 'price-at-order-time',
  language: 'sql',
  title: 'Price at Order Time',
  topic: 'Joins',
  difficulty: 'Hard',
  description:
    "`price_history` holds each product's price from `valid_from` (inclusive, an ISO date) until the next change. For each order, return `order_id` and `price`: the product's price in force on `ordered_on`, or NULL if the product had no price yet. Sort by order_id.",
  constraints: [
    'Columns: order_id, price',
    'Order: order_id ascending',
    'At most one price change per product and day',
  ],
  hints: [
    'This is an "as-of" join: among the price rows with `valid_from <= ordered_on`, take the latest.',
    'A correlated subquery `ORDER BY valid_from DESC LIMIT 1` works; so does ROW_NUMBER over a LEFT JOIN.',
    'A LEFT JOIN (or a scalar subquery) keeps orders placed before the first price.',
  ],
  schema: `CREATE TABLE price_history (
  product_id INTEGER NOT NULL,
  valid_from TEXT NOT NULL,
  price REAL NOT NULL
);
CREATE TABLE orders (
  order_id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL,
  ordered_on TEXT NOT NULL
);`,
  seed: `INSERT INTO price_history VALUES (1, '2024-01-01', 10.0), (1, '2024-03-01', 12.0), (2, '2024-02-15', 5.0);
INSERT INTO orders VALUES (100, 1, '2024-02-10'), (101, 1, '2024-03-01'), (102, 2, '2024-02-01'), (103, 2, '2024-02-20');`,
  orderMatters: true,
  starterCode: `SELECT o.order_id, NULL AS price
FROM orders AS o;
`,
  solution: `SELECT o.order_id,
       (SELECT p.price
        FROM price_history AS p
        WHERE p.product_id = o.product_id AND p.valid_from <= o.ordered_on
        ORDER BY p.valid_from DESC
        LIMIT 1) AS price
FROM orders AS o
ORDER BY o.order_id;
`,
  wrongSolutions: [
    {
      mistake: 'takes prices that start after the order (< instead of <=)',
      code: `SELECT o.order_id, (SELECT p.price FROM price_history AS p
  WHERE p.product_id = o.product_id AND p.valid_from < o.ordered_on ORDER BY p.valid_from DESC LIMIT 1) AS price
FROM orders AS o ORDER BY o.order_id;
`,
    },
    {
      mistake: 'takes the first price instead of the latest',
      code: `SELECT o.order_id, (SELECT p.price FROM price_history AS p
  WHERE p.product_id = o.product_id AND p.valid_from <= o.ordered_on ORDER BY p.valid_from LIMIT 1) AS price
FROM orders AS o ORDER BY o.order_id;
`,
    },
    {
      mistake: 'drops orders placed before the first price (inner join)',
      code: `WITH m AS (
  SELECT o.order_id, p.price, ROW_NUMBER() OVER (PARTITION BY o.order_id ORDER BY p.valid_from DESC) AS n
  FROM orders AS o JOIN price_history AS p ON p.product_id = o.product_id AND p.valid_from <= o.ordered_on)
SELECT order_id, price FROM m WHERE n = 1 ORDER BY order_id;
`,
    },
    {
      mistake: 'uses the current price for every order',
      code: `SELECT o.order_id, (SELECT p.price FROM price_history AS p
  WHERE p.product_id = o.product_id ORDER BY p.valid_from DESC LIMIT 1) AS price
FROM orders AS o ORDER BY o.order_id;
`,
    },
  ],
  tests: [
    {
      name: 'Example data',
      hidden: false,
      expected: {
        columns: ['order_id', 'price'],
        rows: [
          [100, 10],
          [101, 12],
          [102, null],
          [103, 5],
        ],
      },
    },
    {
      name: 'Ordered on the day of a change',
      seed: `INSERT INTO price_history VALUES (1, '2024-05-01', 3.0), (1, '2024-05-10', 4.0);
INSERT INTO orders VALUES (1, 1, '2024-05-10'), (2, 1, '2024-05-09');`,
      expected: {
        columns: ['order_id', 'price'],
        rows: [
          [1, 4],
          [2, 3],
        ],
      },
    },
    {
      name: 'Before the first price',
      seed: `INSERT INTO price_history VALUES (1, '2024-05-01', 3.0);
INSERT INTO orders VALUES (1, 1, '2024-04-30');`,
      expected: {
        columns: ['order_id', 'price'],
        rows: [[1, null]],
      },
    },
    {
      name: 'No orders',
      seed: "INSERT INTO price_history VALUES (1, '2024-05-01', 3.0);",
      expected: {
        columns: ['order_id', 'price'],
        rows: [],
      },
    },
    {
      name: 'History stored out of order',
      seed: `INSERT INTO price_history VALUES (7, '2024-12-01', 30.0), (7, '2023-01-01', 10.0), (7, '2024-06-01', 20.0);
INSERT INTO orders VALUES (1, 7, '2024-07-04'), (2, 7, '2025-01-01'), (3, 7, '2023-06-30');`,
      expected: {
        columns: ['order_id', 'price'],
        rows: [
          [1, 20],
          [2, 30],
          [3, 10],
        ],
      },
    },
    {
      name: 'Across a leap day',
      seed: `INSERT INTO price_history VALUES (2, '2024-02-29', 8.0), (2, '2024-02-28', 7.5);
INSERT INTO orders VALUES (1, 2, '2024-02-29'), (2, 2, '2024-03-01'), (3, 2, '2024-02-28');`,
      expected: {
        columns: ['order_id', 'price'],
        rows: [
          [1, 8],
          [2, 8],
          [3, 7.5],
        ],
      },
    },
    {
      name: 'A product with no history',
      seed: `INSERT INTO price_history VALUES (1, '2024-01-01', 1.0);
INSERT INTO orders VALUES (1, 2, '2024-06-01'), (2, 1, '2024-06-01');`,
      expected: {
        columns: ['order_id', 'price'],
        rows: [
          [1, null],
          [2, 1],
        ],
      },
    },
  ],
};
