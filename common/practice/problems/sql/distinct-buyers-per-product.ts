import type { SqlProblemInput } from '../../problem-schema.ts';

export const problem: SqlProblemInput = {
  id: 'distinct-buyers-per-product',
  language: 'sql',
  title: 'Distinct Buyers per Product',
  topic: 'Aggregation & HAVING',
  difficulty: 'Easy',
  description:
    'Guest checkouts have no `customer_id` (NULL). For each `product`, return `orders` (all order rows) and `buyers` (distinct known customers). Sort by product.',
  constraints: ['Columns: product, orders, buyers', 'Order: product ascending'],
  hints: [
    '`COUNT(*)` counts rows; `COUNT(DISTINCT customer_id)` counts distinct non-NULL values.',
    'NULL is not a value: guests drop out of `COUNT(DISTINCT customer_id)` by themselves, while `COUNT(*)` still counts their orders.',
  ],
  schema: `CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  product TEXT NOT NULL,
  customer_id INTEGER
);`,
  seed: "INSERT INTO orders VALUES (1, 'Lamp', 1), (2, 'Lamp', 1), (3, 'Lamp', 2), (4, 'Desk', NULL), (5, 'Desk', 3);",
  orderMatters: true,
  starterCode: `SELECT product, COUNT(*) AS orders
FROM orders
GROUP BY product;
`,
  solution: `SELECT product, COUNT(*) AS orders, COUNT(DISTINCT customer_id) AS buyers
FROM orders
GROUP BY product
ORDER BY product;
`,
  wrongSolutions: [
    {
      mistake: 'counts repeat buyers more than once',
      code: `SELECT product, COUNT(*) AS orders, COUNT(customer_id) AS buyers FROM orders GROUP BY product ORDER BY product;
`,
    },
    {
      mistake: 'counts guests as a buyer',
      code: `SELECT product, COUNT(*) AS orders, COUNT(DISTINCT COALESCE(customer_id, -1)) AS buyers FROM orders GROUP BY product ORDER BY product;
`,
    },
    {
      mistake: 'counts only orders with a known customer',
      code: `SELECT product, COUNT(customer_id) AS orders, COUNT(DISTINCT customer_id) AS buyers FROM orders GROUP BY product ORDER BY product;
`,
    },
  ],
  tests: [
    {
      name: 'Example data',
      hidden: false,
      expected: {
        columns: ['product', 'orders', 'buyers'],
        rows: [
          ['Desk', 2, 1],
          ['Lamp', 3, 2],
        ],
      },
    },
    {
      name: 'Only guests',
      seed: "INSERT INTO orders VALUES (1, 'Pen', NULL), (2, 'Pen', NULL);",
      expected: {
        columns: ['product', 'orders', 'buyers'],
        rows: [['Pen', 2, 0]],
      },
    },
    {
      name: 'One customer buys three times',
      seed: "INSERT INTO orders VALUES (1, 'Cup', 9), (2, 'Cup', 9), (3, 'Cup', 9);",
      expected: {
        columns: ['product', 'orders', 'buyers'],
        rows: [['Cup', 3, 1]],
      },
    },
    {
      name: 'No orders',
      seed: '',
      expected: {
        columns: ['product', 'orders', 'buyers'],
        rows: [],
      },
    },
    {
      name: 'Products sorted by name',
      seed: "INSERT INTO orders VALUES (1, 'b', 1), (2, 'a', 2), (3, 'c', NULL);",
      expected: {
        columns: ['product', 'orders', 'buyers'],
        rows: [
          ['a', 1, 1],
          ['b', 1, 1],
          ['c', 1, 0],
        ],
      },
    },
    {
      name: 'Guests and repeat buyers mixed',
      seed: "INSERT INTO orders VALUES (1, 'Mat', 1), (2, 'Mat', NULL), (3, 'Mat', 2), (4, 'Mat', 1), (5, 'Mat', NULL);",
      expected: {
        columns: ['product', 'orders', 'buyers'],
        rows: [['Mat', 5, 2]],
      },
    },
    {
      name: 'Customer id 0 is a real customer',
      seed: "INSERT INTO orders VALUES (1, 'Bag', 0), (2, 'Bag', NULL);",
      expected: {
        columns: ['product', 'orders', 'buyers'],
        rows: [['Bag', 2, 1]],
      },
    },
  ],
};
