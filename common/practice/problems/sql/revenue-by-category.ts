import type { SqlProblemInput } from '../../problem-schema.ts';

export const problem: SqlProblemInput = {
  id: 'revenue-by-category',
  language: 'sql',
  title: 'Revenue by Category',
  topic: 'Aggregation & HAVING',
  difficulty: 'Easy',
  description:
    'Revenue of an order line is `quantity * unit_price`. Return each product `category` with its total `revenue` rounded to 2 decimals, highest revenue first (ties by category name). Categories without any sales are not listed.',
  constraints: ['Columns: category, revenue', 'Order: revenue descending, then category ascending'],
  hints: [
    "Join order_items to products to learn each line's category.",
    '`ROUND(SUM(quantity * unit_price), 2)` with `GROUP BY category`.',
  ],
  schema: `CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  category TEXT NOT NULL
);
CREATE TABLE order_items (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL,
  quantity INTEGER NOT NULL,
  unit_price REAL NOT NULL
);`,
  seed: `INSERT INTO products VALUES
  (1, 'Laptop', 'Electronics'), (2, 'Mouse', 'Electronics'), (3, 'Desk', 'Furniture'),
  (4, 'Lamp', 'Furniture'), (5, 'Pen', 'Office');
INSERT INTO order_items VALUES
  (1, 1, 2, 999.99), (2, 2, 5, 19.5), (3, 3, 1, 250), (4, 4, 3, 45.25), (5, 1, 1, 999.99);`,
  orderMatters: true,
  starterCode: `SELECT p.category, oi.quantity * oi.unit_price AS revenue
FROM order_items AS oi
JOIN products AS p ON p.id = oi.product_id;
`,
  solution: `SELECT p.category, ROUND(SUM(oi.quantity * oi.unit_price), 2) AS revenue
FROM order_items AS oi
JOIN products AS p ON p.id = oi.product_id
GROUP BY p.category
ORDER BY revenue DESC, p.category;
`,
  solutionNotes: 'GROUP BY collapses the lines of each category; SUM adds their revenue.',
  wrongSolutions: [
    {
      mistake: 'sums unit prices, ignoring quantity',
      code: `SELECT p.category, ROUND(SUM(oi.unit_price), 2) AS revenue
FROM order_items AS oi JOIN products AS p ON p.id = oi.product_id
GROUP BY p.category ORDER BY revenue DESC, p.category;
`,
    },
    {
      mistake: 'lists categories without sales (LEFT JOIN from products)',
      code: `SELECT p.category, ROUND(SUM(oi.quantity * oi.unit_price), 2) AS revenue
FROM products AS p LEFT JOIN order_items AS oi ON p.id = oi.product_id
GROUP BY p.category ORDER BY revenue DESC, p.category;
`,
    },
    {
      mistake: 'sorts by category only',
      code: `SELECT p.category, ROUND(SUM(oi.quantity * oi.unit_price), 2) AS revenue
FROM order_items AS oi JOIN products AS p ON p.id = oi.product_id
GROUP BY p.category ORDER BY p.category;
`,
    },
  ],
  tests: [
    {
      name: 'Example data',
      hidden: false,
      expected: {
        columns: ['category', 'revenue'],
        rows: [
          ['Electronics', 3097.47],
          ['Furniture', 385.75],
        ],
      },
    },
    {
      name: 'No sales',
      seed: "INSERT INTO products VALUES (1, 'Pen', 'Office');",
      expected: {
        columns: ['category', 'revenue'],
        rows: [],
      },
    },
    {
      name: 'Equal revenue is sorted by category',
      seed: `INSERT INTO products VALUES (1, 'A', 'Zeta'), (2, 'B', 'Alpha');
INSERT INTO order_items VALUES (1, 1, 1, 10), (2, 2, 2, 5);`,
      expected: {
        columns: ['category', 'revenue'],
        rows: [
          ['Alpha', 10],
          ['Zeta', 10],
        ],
      },
    },
    {
      name: 'Floating-point sums are rounded',
      seed: `INSERT INTO products VALUES (1, 'X', 'Cat');
INSERT INTO order_items VALUES (1, 1, 3, 0.1);`,
      expected: {
        columns: ['category', 'revenue'],
        rows: [['Cat', 0.3]],
      },
    },
    {
      name: 'Several lines of one category',
      seed: `INSERT INTO products VALUES (1, 'P', 'Solo'), (2, 'Q', 'Solo');
INSERT INTO order_items VALUES (1, 1, 1, 1.5), (2, 2, 4, 2.25), (3, 1, 2, 1.5);`,
      expected: {
        columns: ['category', 'revenue'],
        rows: [['Solo', 13.5]],
      },
    },
    {
      name: 'A line with zero quantity',
      seed: `INSERT INTO products VALUES (1, 'P', 'Free'), (2, 'Q', 'Paid');
INSERT INTO order_items VALUES (1, 1, 0, 100), (2, 2, 1, 1);`,
      expected: {
        columns: ['category', 'revenue'],
        rows: [
          ['Paid', 1],
          ['Free', 0],
        ],
      },
    },
    {
      name: 'A category without sales',
      seed: `INSERT INTO products VALUES (1, 'Pen', 'Office'), (2, 'Tea', 'Food'), (3, 'Mug', 'Kitchen');
INSERT INTO order_items VALUES (1, 1, 3, 1.5), (2, 2, 1, 4.0);`,
      expected: {
        columns: ['category', 'revenue'],
        rows: [
          ['Office', 4.5],
          ['Food', 4],
        ],
      },
    },
  ],
};
