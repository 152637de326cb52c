import type { SqlProblemInput } from '../../problem-schema.ts';

export const problem: SqlProblemInput = {
  id: 'products-never-ordered',
  language: 'sql',
  title: 'Products Never Ordered',
  topic: 'Joins',
  difficulty: 'Easy',
  description: `Return the \`id\` and \`name\` of every product that appears on no order line, sorted by id.

Careful: some order lines have lost their product (\`product_id\` is NULL).`,
  constraints: ['Columns: id, name', 'Order: id ascending'],
  hints: [
    'An anti-join: `LEFT JOIN order_items` and keep the rows where the order line is missing, or use `NOT EXISTS`.',
    '`NOT IN (SELECT product_id …)` is never true once the subquery contains a NULL: prefer NOT EXISTS.',
  ],
  schema: `CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL
);
CREATE TABLE order_items (
  id INTEGER PRIMARY KEY,
  product_id INTEGER,
  quantity INTEGER NOT NULL
);`,
  seed: `INSERT INTO products VALUES (1, 'Kettle'), (2, 'Toaster'), (3, 'Blender'), (4, 'Mixer');
INSERT INTO order_items VALUES (1, 1, 2), (2, 3, 1), (3, 1, 1);`,
  orderMatters: true,
  starterCode: `SELECT id, name
FROM products;
`,
  solution: `SELECT p.id, p.name
FROM products AS p
WHERE NOT EXISTS (SELECT 1 FROM order_items AS oi WHERE oi.product_id = p.id)
ORDER BY p.id;
`,
  solutionNotes:
    'NOT EXISTS ignores order lines whose product is NULL, where NOT IN would return nothing at all.',
  wrongSolutions: [
    {
      mistake: 'uses NOT IN, which finds nothing once a product_id is NULL',
      code: `SELECT id, name FROM products WHERE id NOT IN (SELECT product_id FROM order_items) ORDER BY id;
`,
    },
    {
      mistake: 'uses an inner join, which cannot see a missing order line',
      code: `SELECT p.id, p.name FROM products AS p JOIN order_items AS oi ON oi.product_id = p.id WHERE oi.id IS NULL ORDER BY p.id;
`,
    },
    {
      mistake: 'treats a zero-quantity line as no order',
      code: `SELECT p.id, p.name FROM products AS p WHERE NOT EXISTS (SELECT 1 FROM order_items AS oi WHERE oi.product_id = p.id AND oi.quantity > 0) ORDER BY p.id;
`,
    },
  ],
  tests: [
    {
      name: 'Example data',
      hidden: false,
      expected: {
        columns: ['id', 'name'],
        rows: [
          [2, 'Toaster'],
          [4, 'Mixer'],
        ],
      },
    },
    {
      name: 'An order line without a product',
      seed: `INSERT INTO products VALUES (1, 'A'), (2, 'B');
INSERT INTO order_items VALUES (1, NULL, 1), (2, 1, 1);`,
      expected: {
        columns: ['id', 'name'],
        rows: [[2, 'B']],
      },
    },
    {
      name: 'No order lines at all',
      seed: "INSERT INTO products VALUES (2, 'B'), (1, 'A');",
      expected: {
        columns: ['id', 'name'],
        rows: [
          [1, 'A'],
          [2, 'B'],
        ],
      },
    },
    {
      name: 'No products',
      seed: 'INSERT INTO order_items VALUES (1, 1, 1);',
      expected: {
        columns: ['id', 'name'],
        rows: [],
      },
    },
    {
      name: 'Every product ordered',
      seed: `INSERT INTO products VALUES (1, 'A'), (2, 'B');
INSERT INTO order_items VALUES (1, 2, 1), (2, 1, 5), (3, 1, 5);`,
      expected: {
        columns: ['id', 'name'],
        rows: [],
      },
    },
    {
      name: 'A line with quantity 0 still counts as ordered',
      seed: `INSERT INTO products VALUES (1, 'A'), (2, 'B'), (3, 'C');
INSERT INTO order_items VALUES (1, 2, 0);`,
      expected: {
        columns: ['id', 'name'],
        rows: [
          [1, 'A'],
          [3, 'C'],
        ],
      },
    },
    {
      name: 'Namesakes are different products',
      seed: `INSERT INTO products VALUES (1, 'Cup'), (2, 'Cup'), (3, 'Jar');
INSERT INTO order_items VALUES (1, 2, 1), (2, NULL, 3);`,
      expected: {
        columns: ['id', 'name'],
        rows: [
          [1, 'Cup'],
          [3, 'Jar'],
        ],
      },
    },
  ],
};
