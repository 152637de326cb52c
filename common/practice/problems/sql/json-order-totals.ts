import type { SqlProblemInput } from '../../problem-schema.ts';

export const problem: SqlProblemInput = {
  id: 'json-order-totals',
  language: 'sql',
  title: 'Order Totals from Nested JSON',
  topic: 'JSON',
  difficulty: 'Hard',
  description:
    '`orders.body` is JSON: `{"items": [{"sku": "A", "qty": 2, "price": 3.5}, …], "discount": 1}`. Return `order_id` and `total`: the sum of `qty * price` over the items minus `discount` (missing discount is 0), rounded to 2 decimals. An order with no items totals `0 - discount`. Sort by order_id.',
  constraints: ['Columns: order_id, total', 'Order: order_id ascending'],
  hints: [
    "`json_each(body, '$.items')` gives one row per item; read `json_extract(value, '$.qty')` from each.",
    'Use a LEFT JOIN (or a scalar subquery) so orders with an empty item list keep their row; COALESCE missing sums and discounts to 0.',
  ],
  schema: `CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  body TEXT NOT NULL
);`,
  seed: `INSERT INTO orders VALUES
  (1, '{"items": [{"sku": "A", "qty": 2, "price": 3.5}, {"sku": "B", "qty": 1, "price": 10}], "discount": 1}'),
  (2, '{"items": [{"sku": "C", "qty": 3, "price": 0.1}]}'),
  (3, '{"items": [], "discount": 2}');`,
  orderMatters: true,
  starterCode: `SELECT id AS order_id, 0 AS total
FROM orders;
`,
  solution: `SELECT o.id AS order_id,
       ROUND(
         COALESCE((SELECT SUM(json_extract(i.value, '$.qty') * json_extract(i.value, '$.price'))
                   FROM json_each(o.body, '$.items') AS i), 0)
         - COALESCE(json_extract(o.body, '$.discount'), 0), 2) AS total
FROM orders AS o
ORDER BY o.id;
`,
  wrongSolutions: [
    {
      mistake: 'drops orders without items (inner join)',
      code: `SELECT o.id AS order_id, ROUND(SUM(json_extract(i.value, '$.qty') * json_extract(i.value, '$.price')) - COALESCE(json_extract(o.body, '$.discount'), 0), 2) AS total
FROM orders AS o, json_each(o.body, '$.items') AS i GROUP BY o.id ORDER BY o.id;
`,
    },
    {
      mistake: 'subtracts the discount once per item',
      code: `SELECT o.id AS order_id, ROUND(COALESCE(SUM(json_extract(i.value, '$.qty') * json_extract(i.value, '$.price') - COALESCE(json_extract(o.body, '$.discount'), 0)), 0), 2) AS total
FROM orders AS o LEFT JOIN json_each(o.body, '$.items') AS i GROUP BY o.id ORDER BY o.id;
`,
    },
    {
      mistake: 'lets a missing discount turn the total NULL',
      code: `SELECT o.id AS order_id, ROUND(COALESCE((SELECT SUM(json_extract(i.value, '$.qty') * json_extract(i.value, '$.price')) FROM json_each(o.body, '$.items') AS i), 0) - json_extract(o.body, '$.discount'), 2) AS total
FROM orders AS o ORDER BY o.id;
`,
    },
    {
      mistake: 'sums the prices, ignoring quantities',
      code: `SELECT o.id AS order_id, ROUND(COALESCE((SELECT SUM(json_extract(i.value, '$.price')) FROM json_each(o.body, '$.items') AS i), 0) - COALESCE(json_extract(o.body, '$.discount'), 0), 2) AS total
FROM orders AS o ORDER BY o.id;
`,
    },
  ],
  tests: [
    {
      name: 'Example data',
      hidden: false,
      expected: {
        columns: ['order_id', 'total'],
        rows: [
          [1, 16],
          [2, 0.3],
          [3, -2],
        ],
      },
    },
    {
      name: 'An empty item list and no discount',
      seed: 'INSERT INTO orders VALUES (1, \'{"items": []}\');',
      expected: {
        columns: ['order_id', 'total'],
        rows: [[1, 0]],
      },
    },
    {
      name: 'Many items with float prices',
      seed: 'INSERT INTO orders VALUES (1, \'{"items": [{"qty": 3, "price": 0.1}, {"qty": 7, "price": 0.2}], "discount": 0.3}\');',
      expected: {
        columns: ['order_id', 'total'],
        rows: [[1, 1.4]],
      },
    },
    {
      name: 'No orders',
      seed: '',
      expected: {
        columns: ['order_id', 'total'],
        rows: [],
      },
    },
    {
      name: 'Quantity zero',
      seed: 'INSERT INTO orders VALUES (1, \'{"items": [{"qty": 0, "price": 99}, {"qty": 1, "price": 1}]}\');',
      expected: {
        columns: ['order_id', 'total'],
        rows: [[1, 1]],
      },
    },
    {
      name: 'A discount larger than the items',
      seed: 'INSERT INTO orders VALUES (2, \'{"items": [{"qty": 1, "price": 5}], "discount": 8}\'), (1, \'{"items": [{"qty": 2, "price": 5}], "discount": 0}\');',
      expected: {
        columns: ['order_id', 'total'],
        rows: [
          [1, 10],
          [2, -3],
        ],
      },
    },
    {
      name: 'Several orders, single items',
      seed: 'INSERT INTO orders VALUES (1, \'{"items": [{"qty": 4, "price": 2.25}]}\'), (2, \'{"items": [{"qty": 1, "price": 7}], "discount": 2}\'), (3, \'{"items": [{"qty": 10, "price": 1}], "discount": 1}\');',
      expected: {
        columns: ['order_id', 'total'],
        rows: [
          [1, 9],
          [2, 5],
          [3, 9],
        ],
      },
    },
  ],
};
