import type { SqlProblemInput } from '../../problem-schema.ts';

export const problem: SqlProblemInput = {
  id: 'customers-without-orders',
  language: 'sql',
  title: 'Customers Who Never Ordered',
  topic: 'Joins',
  difficulty: 'Easy',
  description: `Return the \`name\` of every customer who has never placed an order, sorted alphabetically.

Careful: some orders have no \`customer_id\` (NULL).`,
  constraints: ['Columns: name', 'Order: name ascending'],
  hints: [
    'A LEFT JOIN keeps every customer; customers without orders get NULLs in the order columns.',
    '`NOT IN (SELECT customer_id FROM orders)` returns nothing at all if that list contains a NULL. Prefer LEFT JOIN … IS NULL or NOT EXISTS.',
  ],
  schema: `CREATE TABLE customers (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL
);
CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER,
  amount REAL NOT NULL
);`,
  seed: `INSERT INTO customers VALUES (1, 'Ada'), (2, 'Grace'), (3, 'Linus'), (4, 'Barbara');
INSERT INTO orders VALUES (1, 1, 20), (2, 2, 35), (3, 1, 12);`,
  orderMatters: true,
  starterCode: `SELECT name
FROM customers;
`,
  solution: `SELECT c.name
FROM customers AS c
LEFT JOIN orders AS o ON o.customer_id = c.id
WHERE o.id IS NULL
ORDER BY c.name;
`,
  solutionNotes:
    'An anti-join: LEFT JOIN then keep the rows where the right side is missing. It is immune to NULLs in orders.customer_id.',
  wrongSolutions: [
    {
      mistake: 'uses NOT IN, which returns nothing once a customer id is NULL',
      code: `SELECT name FROM customers
WHERE id NOT IN (SELECT customer_id FROM orders)
ORDER BY name;
`,
    },
    {
      mistake: 'uses an inner join, which can never find a missing order',
      code: `SELECT c.name FROM customers AS c
JOIN orders AS o ON o.customer_id = c.id
WHERE o.id IS NULL
ORDER BY c.name;
`,
    },
    {
      mistake: 'groups by name, merging namesakes',
      code: `SELECT c.name FROM customers AS c
LEFT JOIN orders AS o ON o.customer_id = c.id
WHERE o.id IS NULL
GROUP BY c.name
ORDER BY c.name;
`,
    },
  ],
  tests: [
    {
      name: 'Example data',
      hidden: false,
      expected: {
        columns: ['name'],
        rows: [['Barbara'], ['Linus']],
      },
    },
    {
      name: 'Everyone has ordered',
      seed: `INSERT INTO customers VALUES (1, 'A'), (2, 'B');
INSERT INTO orders VALUES (1, 1, 5), (2, 2, 5);`,
      expected: {
        columns: ['name'],
        rows: [],
      },
    },
    {
      name: 'Nobody has ordered',
      seed: "INSERT INTO customers VALUES (1, 'Zed'), (2, 'Amy');",
      expected: {
        columns: ['name'],
        rows: [['Amy'], ['Zed']],
      },
    },
    {
      name: 'Orders for unknown customers do not count',
      seed: `INSERT INTO customers VALUES (1, 'Ann');
INSERT INTO orders VALUES (1, 2, 10);`,
      expected: {
        columns: ['name'],
        rows: [['Ann']],
      },
    },
    {
      name: 'An order with a NULL customer id',
      seed: `INSERT INTO customers VALUES (1, 'Ann'), (2, 'Ben');
INSERT INTO orders VALUES (1, 1, 5), (2, NULL, 5);`,
      expected: {
        columns: ['name'],
        rows: [['Ben']],
      },
    },
    {
      name: 'Two customers with the same name',
      seed: `INSERT INTO customers VALUES (1, 'Sam'), (2, 'Sam'), (3, 'Al');
INSERT INTO orders VALUES (1, 1, 5);`,
      expected: {
        columns: ['name'],
        rows: [['Al'], ['Sam']],
      },
    },
    {
      name: 'No customers',
      seed: '',
      expected: {
        columns: ['name'],
        rows: [],
      },
    },
    {
      name: 'Namesakes without orders',
      seed: `INSERT INTO customers VALUES (1, 'Sam'), (2, 'Sam'), (3, 'Ann');
INSERT INTO orders VALUES (1, 3, 10);`,
      expected: {
        columns: ['name'],
        rows: [['Sam'], ['Sam']],
      },
    },
  ],
};
