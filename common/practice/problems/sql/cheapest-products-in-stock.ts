import type { SqlProblemInput } from '../../problem-schema.ts';

export const problem: SqlProblemInput = {
  id: 'cheapest-products-in-stock',
  language: 'sql',
  title: 'Three Cheapest Products in Stock',
  topic: 'Basics',
  difficulty: 'Easy',
  description:
    'Return the `name` and `price` of the three cheapest products that are in stock (`in_stock = 1`), cheapest first. Break price ties by name, A to Z. If fewer than three products are in stock, return them all.',
  constraints: ['Columns: name, price', 'Order: price ascending, then name'],
  hints: [
    'Filter with WHERE before sorting.',
    '`LIMIT 3` keeps the first three rows after ORDER BY.',
  ],
  schema: `CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  price REAL NOT NULL,
  in_stock INTEGER NOT NULL
);`,
  seed: `INSERT INTO products VALUES
  (1, 'Pen', 1.5, 1),
  (2, 'Notebook', 3.25, 1),
  (3, 'Stapler', 7.99, 0),
  (4, 'Eraser', 0.99, 1),
  (5, 'Marker', 2.1, 1),
  (6, 'Tape', 1.5, 0);`,
  orderMatters: true,
  starterCode: `SELECT name, price
FROM products;
`,
  solution: `SELECT name, price
FROM products
WHERE in_stock = 1
ORDER BY price, name
LIMIT 3;
`,
  solutionNotes: 'ORDER BY runs before LIMIT, so the three rows kept are the cheapest ones.',
  wrongSolutions: [
    {
      mistake: 'ignores the stock flag',
      code: `SELECT name, price FROM products ORDER BY price, name LIMIT 3;
`,
    },
    {
      mistake: 'sorts the most expensive first',
      code: `SELECT name, price FROM products WHERE in_stock = 1 ORDER BY price DESC, name LIMIT 3;
`,
    },
    {
      mistake: 'keeps only two (off by one)',
      code: `SELECT name, price FROM products WHERE in_stock = 1 ORDER BY price, name LIMIT 2;
`,
    },
  ],
  tests: [
    {
      name: 'Example data',
      hidden: false,
      expected: {
        columns: ['name', 'price'],
        rows: [
          ['Eraser', 0.99],
          ['Pen', 1.5],
          ['Marker', 2.1],
        ],
      },
    },
    {
      name: 'Fewer than three in stock',
      seed: "INSERT INTO products VALUES (1, 'A', 5, 1), (2, 'B', 1, 0);",
      expected: {
        columns: ['name', 'price'],
        rows: [['A', 5]],
      },
    },
    {
      name: 'No products',
      seed: '',
      expected: {
        columns: ['name', 'price'],
        rows: [],
      },
    },
    {
      name: 'Ties at the cut-off are broken by name',
      seed: "INSERT INTO products VALUES (1, 'Zed', 1, 1), (2, 'Amy', 1, 1), (3, 'Bo', 1, 1), (4, 'Cy', 1, 1);",
      expected: {
        columns: ['name', 'price'],
        rows: [
          ['Amy', 1],
          ['Bo', 1],
          ['Cy', 1],
        ],
      },
    },
    {
      name: 'A cheap product out of stock is skipped',
      seed: "INSERT INTO products VALUES (1, 'Cheap', 0.1, 0), (2, 'X', 5, 1), (3, 'Y', 4, 1), (4, 'Z', 3, 1), (5, 'W', 6, 1);",
      expected: {
        columns: ['name', 'price'],
        rows: [
          ['Z', 3],
          ['Y', 4],
          ['X', 5],
        ],
      },
    },
    {
      name: 'Exactly three in stock',
      seed: "INSERT INTO products VALUES (1, 'A', 3, 1), (2, 'B', 2, 1), (3, 'C', 1, 1);",
      expected: {
        columns: ['name', 'price'],
        rows: [
          ['C', 1],
          ['B', 2],
          ['A', 3],
        ],
      },
    },
    {
      name: 'Namesakes at the same price',
      seed: "INSERT INTO products VALUES (1, 'Pen', 2.0, 1), (2, 'Pen', 2.0, 1), (3, 'Cup', 5.0, 1), (4, 'Ink', 1.0, 0);",
      expected: {
        columns: ['name', 'price'],
        rows: [
          ['Pen', 2],
          ['Pen', 2],
          ['Cup', 5],
        ],
      },
    },
  ],
};
