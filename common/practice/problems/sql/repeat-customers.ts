import type { SqlProblemInput } from '../../problem-schema.ts';

export const problem: SqlProblemInput = {
  id: 'repeat-customers',
  language: 'sql',
  title: 'Valuable Repeat Customers',
  topic: 'Aggregation & HAVING',
  difficulty: 'Medium',
  description: `Find the customers with **at least 2 orders** and a **total spend of at least 100**. Return \`name\`, \`order_count\` and \`total_spent\` (rounded to 2 decimals), biggest spender first, ties by name.

Two customers can share a name: they are still different customers.`,
  constraints: [
    'Columns: name, order_count, total_spent',
    'Order: total_spent descending, then name',
  ],
  hints: [
    'WHERE filters rows before grouping; HAVING filters groups after aggregation.',
    'Group by the customer id (not only the name) so namesakes stay apart.',
  ],
  schema: `CREATE TABLE customers (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL
);
CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL,
  amount REAL NOT NULL
);`,
  seed: `INSERT INTO customers VALUES (1, 'Ada'), (2, 'Grace'), (3, 'Linus'), (4, 'Ken');
INSERT INTO orders VALUES
  (1, 1, 60), (2, 1, 50), (3, 2, 500), (4, 3, 30), (5, 3, 40), (6, 3, 20), (7, 4, 70), (8, 4, 30);`,
  orderMatters: true,
  starterCode: `SELECT c.name, COUNT(*) AS order_count, SUM(o.amount) AS total_spent
FROM customers AS c
JOIN orders AS o ON o.customer_id = c.id
GROUP BY c.id;
`,
  solution: `SELECT c.name, COUNT(*) AS order_count, ROUND(SUM(o.amount), 2) AS total_spent
FROM customers AS c
JOIN orders AS o ON o.customer_id = c.id
GROUP BY c.id, c.name
HAVING COUNT(*) >= 2 AND SUM(o.amount) >= 100
ORDER BY total_spent DESC, c.name;
`,
  solutionNotes: 'HAVING can use aggregates that WHERE cannot, because it runs after GROUP BY.',
  wrongSolutions: [
    {
      mistake: 'groups by name, merging namesakes',
      code: `SELECT c.name, COUNT(*) AS order_count, ROUND(SUM(o.amount), 2) AS total_spent
FROM customers AS c JOIN orders AS o ON o.customer_id = c.id
GROUP BY c.name HAVING COUNT(*) >= 2 AND SUM(o.amount) >= 100
ORDER BY total_spent DESC, c.name;
`,
    },
    {
      mistake: 'requires a total above 100 (> instead of >=)',
      code: `SELECT c.name, COUNT(*) AS order_count, ROUND(SUM(o.amount), 2) AS total_spent
FROM customers AS c JOIN orders AS o ON o.customer_id = c.id
GROUP BY c.id, c.name HAVING COUNT(*) >= 2 AND SUM(o.amount) > 100
ORDER BY total_spent DESC, c.name;
`,
    },
    {
      mistake: 'accepts either condition (OR instead of AND)',
      code: `SELECT c.name, COUNT(*) AS order_count, ROUND(SUM(o.amount), 2) AS total_spent
FROM customers AS c JOIN orders AS o ON o.customer_id = c.id
GROUP BY c.id, c.name HAVING COUNT(*) >= 2 OR SUM(o.amount) >= 100
ORDER BY total_spent DESC, c.name;
`,
    },
  ],
  tests: [
    {
      name: 'Example data',
      hidden: false,
      expected: {
        columns: ['name', 'order_count', 'total_spent'],
        rows: [
          ['Ada', 2, 110],
          ['Ken', 2, 100],
        ],
      },
    },
    {
      name: 'Nobody qualifies',
      seed: `INSERT INTO customers VALUES (1, 'A'), (2, 'B');
INSERT INTO orders VALUES (1, 1, 500), (2, 2, 10), (3, 2, 20);`,
      expected: {
        columns: ['name', 'order_count', 'total_spent'],
        rows: [],
      },
    },
    {
      name: 'Namesakes are different customers',
      seed: `INSERT INTO customers VALUES (1, 'Sam'), (2, 'Sam');
INSERT INTO orders VALUES (1, 1, 60), (2, 2, 60), (3, 1, 60);`,
      expected: {
        columns: ['name', 'order_count', 'total_spent'],
        rows: [['Sam', 2, 120]],
      },
    },
    {
      name: 'Exactly at both thresholds',
      seed: `INSERT INTO customers VALUES (1, 'Edge');
INSERT INTO orders VALUES (1, 1, 50), (2, 1, 50);`,
      expected: {
        columns: ['name', 'order_count', 'total_spent'],
        rows: [['Edge', 2, 100]],
      },
    },
    {
      name: 'Many small orders',
      seed: `INSERT INTO customers VALUES (1, 'Low');
INSERT INTO orders VALUES (1, 1, 10), (2, 1, 10), (3, 1, 10), (4, 1, 10), (5, 1, 10);`,
      expected: {
        columns: ['name', 'order_count', 'total_spent'],
        rows: [],
      },
    },
    {
      name: 'Equal totals are sorted by name',
      seed: `INSERT INTO customers VALUES (1, 'Zoe'), (2, 'Amy');
INSERT INTO orders VALUES (1, 1, 100), (2, 1, 100), (3, 2, 150), (4, 2, 50);`,
      expected: {
        columns: ['name', 'order_count', 'total_spent'],
        rows: [
          ['Amy', 2, 200],
          ['Zoe', 2, 200],
        ],
      },
    },
    {
      name: 'Orders of unknown customers are ignored',
      seed: `INSERT INTO customers VALUES (1, 'Ann');
INSERT INTO orders VALUES (1, 1, 80), (2, 1, 30), (3, 7, 999), (4, 7, 999);`,
      expected: {
        columns: ['name', 'order_count', 'total_spent'],
        rows: [['Ann', 2, 110]],
      },
    },
  ],
};
