import type { SqlProblemInput } from '../../problem-schema.ts';

export const problem: SqlProblemInput = {
  id: 'customer-orders-join',
  language: 'sql',
  title: 'Orders with Customer Names',
  topic: 'Joins',
  difficulty: 'Easy',
  description:
    'Return every order that belongs to a known customer with the columns `order_id`, `customer_name` and `amount`, sorted by `order_id`. Orders whose `customer_id` matches no customer are left out.',
  constraints: ['Columns: order_id, customer_name, amount', 'Order: order_id ascending'],
  hints: [
    'An INNER JOIN keeps only the orders that have a matching customer.',
    'Rename columns with AS: `o.id AS order_id`.',
  ],
  schema: `CREATE TABLE customers (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  city TEXT
);
CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER,
  amount REAL NOT NULL,
  ordered_at TEXT
);`,
  seed: `INSERT INTO customers VALUES (1, 'Ada', 'London'), (2, 'Grace', 'New York'), (3, 'Linus', 'Helsinki');
INSERT INTO orders VALUES
  (10, 1, 120.0, '2024-01-05'),
  (11, 2, 35.5, '2024-01-06'),
  (12, 1, 12.0, '2024-01-09'),
  (13, 9, 80.0, '2024-01-10');`,
  orderMatters: true,
  starterCode: `SELECT *
FROM orders;
`,
  solution: `SELECT o.id AS order_id, c.name AS customer_name, o.amount
FROM orders AS o
JOIN customers AS c ON c.id = o.customer_id
ORDER BY o.id;
`,
  solutionNotes:
    'JOIN (INNER JOIN) drops orders without a matching customer, which is exactly what is asked.',
  wrongSolutions: [
    {
      mistake: 'keeps orders of unknown customers (LEFT JOIN)',
      code: `SELECT o.id AS order_id, c.name AS customer_name, o.amount
FROM orders AS o
LEFT JOIN customers AS c ON c.id = o.customer_id
ORDER BY o.id;
`,
    },
    {
      mistake: 'joins on the order id instead of the customer id',
      code: `SELECT o.id AS order_id, c.name AS customer_name, o.amount
FROM orders AS o
JOIN customers AS c ON c.id = o.id
ORDER BY o.id;
`,
    },
    {
      mistake: 'sorts by customer name',
      code: `SELECT o.id AS order_id, c.name AS customer_name, o.amount
FROM orders AS o
JOIN customers AS c ON c.id = o.customer_id
ORDER BY c.name, o.id;
`,
    },
  ],
  tests: [
    {
      name: 'Example data',
      hidden: false,
      expected: {
        columns: ['order_id', 'customer_name', 'amount'],
        rows: [
          [10, 'Ada', 120],
          [11, 'Grace', 35.5],
          [12, 'Ada', 12],
        ],
      },
    },
    {
      name: 'No orders yet',
      seed: "INSERT INTO customers VALUES (1, 'Ada', 'London');",
      expected: {
        columns: ['order_id', 'customer_name', 'amount'],
        rows: [],
      },
    },
    {
      name: 'Every order has an unknown customer',
      seed: `INSERT INTO customers VALUES (1, 'A', NULL);
INSERT INTO orders VALUES (1, 5, 10, NULL), (2, 6, 20, NULL);`,
      expected: {
        columns: ['order_id', 'customer_name', 'amount'],
        rows: [],
      },
    },
    {
      name: 'Rows inserted out of order',
      seed: `INSERT INTO customers VALUES (1, 'Ada', NULL), (2, 'Bo', NULL);
INSERT INTO orders VALUES (3, 2, 5, NULL), (1, 1, 7, NULL), (2, 1, 9, NULL);`,
      expected: {
        columns: ['order_id', 'customer_name', 'amount'],
        rows: [
          [1, 'Ada', 7],
          [2, 'Ada', 9],
          [3, 'Bo', 5],
        ],
      },
    },
    {
      name: 'An order without a customer id',
      seed: `INSERT INTO customers VALUES (1, 'Ada', NULL);
INSERT INTO orders VALUES (1, NULL, 5, NULL), (2, 1, 6, NULL);`,
      expected: {
        columns: ['order_id', 'customer_name', 'amount'],
        rows: [[2, 'Ada', 6]],
      },
    },
    {
      name: 'Two customers with the same name',
      seed: `INSERT INTO customers VALUES (1, 'Sam', 'X'), (2, 'Sam', 'Y');
INSERT INTO orders VALUES (5, 1, 10, NULL), (6, 2, 20, NULL);`,
      expected: {
        columns: ['order_id', 'customer_name', 'amount'],
        rows: [
          [5, 'Sam', 10],
          [6, 'Sam', 20],
        ],
      },
    },
    {
      name: 'Several orders per customer',
      seed: `INSERT INTO customers VALUES (1, 'Ann', 'Oslo'), (2, 'Bob', NULL);
INSERT INTO orders VALUES (1, 2, 10, '2024-01-01'), (2, 1, 20, NULL), (3, 2, 30, NULL), (4, 3, 5, NULL);`,
      expected: {
        columns: ['order_id', 'customer_name', 'amount'],
        rows: [
          [1, 'Bob', 10],
          [2, 'Ann', 20],
          [3, 'Bob', 30],
        ],
      },
    },
  ],
};
