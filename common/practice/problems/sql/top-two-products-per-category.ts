import type { SqlProblemInput } from '../../problem-schema.ts';

export const problem: SqlProblemInput = {
  id: 'top-two-products-per-category',
  language: 'sql',
  title: 'Top Two Products per Category',
  topic: 'Window Functions',
  difficulty: 'Medium',
  description:
    'Return the products with the two highest **distinct** sales figures of their category: `category`, `product`, `units` and `sales_rank` (1 or 2; products with equal units share a rank, and the next figure gets the next rank). Sort by category, sales_rank, then product.',
  constraints: [
    'Columns: category, product, units, sales_rank',
    'Order: category, sales_rank, product',
  ],
  hints: [
    '`DENSE_RANK()` gives equal values the same rank without leaving gaps; RANK would skip to 3 after a tie.',
    'Rank inside a CTE, then filter `sales_rank <= 2` outside: window functions cannot be used in WHERE.',
  ],
  schema: `CREATE TABLE product_sales (
  category TEXT NOT NULL,
  product TEXT NOT NULL,
  units INTEGER NOT NULL
);`,
  seed: `INSERT INTO product_sales VALUES ('Tea', 'Green', 40), ('Tea', 'Black', 55), ('Tea', 'White', 40), ('Tea', 'Oolong', 10),
  ('Coffee', 'Espresso', 70), ('Coffee', 'Filter', 20);`,
  orderMatters: true,
  starterCode: `SELECT category, product, units, 1 AS sales_rank
FROM product_sales;
`,
  solution: `WITH ranked AS (
  SELECT category, product, units,
         DENSE_RANK() OVER (PARTITION BY category ORDER BY units DESC) AS sales_rank
  FROM product_sales
)
SELECT category, product, units, sales_rank
FROM ranked
WHERE sales_rank <= 2
ORDER BY category, sales_rank, product;
`,
  wrongSolutions: [
    {
      mistake: 'uses RANK, which skips a rank after a tie',
      code: `WITH r AS (SELECT category, product, units, RANK() OVER (PARTITION BY category ORDER BY units DESC) AS sales_rank FROM product_sales)
SELECT category, product, units, sales_rank FROM r WHERE sales_rank <= 2 ORDER BY category, sales_rank, product;
`,
    },
    {
      mistake: 'uses ROW_NUMBER, which splits ties',
      code: `WITH r AS (SELECT category, product, units, ROW_NUMBER() OVER (PARTITION BY category ORDER BY units DESC, product) AS sales_rank FROM product_sales)
SELECT category, product, units, sales_rank FROM r WHERE sales_rank <= 2 ORDER BY category, sales_rank, product;
`,
    },
    {
      mistake: 'ranks across all categories at once',
      code: `WITH r AS (SELECT category, product, units, DENSE_RANK() OVER (ORDER BY units DESC) AS sales_rank FROM product_sales)
SELECT category, product, units, sales_rank FROM r WHERE sales_rank <= 2 ORDER BY category, sales_rank, product;
`,
    },
  ],
  tests: [
    {
      name: 'Example data',
      hidden: false,
      expected: {
        columns: ['category', 'product', 'units', 'sales_rank'],
        rows: [
          ['Coffee', 'Espresso', 70, 1],
          ['Coffee', 'Filter', 20, 2],
          ['Tea', 'Black', 55, 1],
          ['Tea', 'Green', 40, 2],
          ['Tea', 'White', 40, 2],
        ],
      },
    },
    {
      name: 'A tie at the top',
      seed: "INSERT INTO product_sales VALUES ('A', 'x', 5), ('A', 'y', 5), ('A', 'z', 3), ('A', 'w', 1);",
      expected: {
        columns: ['category', 'product', 'units', 'sales_rank'],
        rows: [
          ['A', 'x', 5, 1],
          ['A', 'y', 5, 1],
          ['A', 'z', 3, 2],
        ],
      },
    },
    {
      name: 'A tie in second place',
      seed: "INSERT INTO product_sales VALUES ('B', 'p', 9), ('B', 'q', 4), ('B', 'r', 4), ('B', 's', 2);",
      expected: {
        columns: ['category', 'product', 'units', 'sales_rank'],
        rows: [
          ['B', 'p', 9, 1],
          ['B', 'q', 4, 2],
          ['B', 'r', 4, 2],
        ],
      },
    },
    {
      name: 'A category with one product',
      seed: "INSERT INTO product_sales VALUES ('C', 'solo', 1), ('D', 'a', 10), ('D', 'b', 20), ('D', 'c', 30);",
      expected: {
        columns: ['category', 'product', 'units', 'sales_rank'],
        rows: [
          ['C', 'solo', 1, 1],
          ['D', 'c', 30, 1],
          ['D', 'b', 20, 2],
        ],
      },
    },
    {
      name: 'Empty table',
      seed: '',
      expected: {
        columns: ['category', 'product', 'units', 'sales_rank'],
        rows: [],
      },
    },
    {
      name: 'Everything tied',
      seed: "INSERT INTO product_sales VALUES ('E', 'a', 0), ('E', 'b', 0), ('E', 'c', 0);",
      expected: {
        columns: ['category', 'product', 'units', 'sales_rank'],
        rows: [
          ['E', 'a', 0, 1],
          ['E', 'b', 0, 1],
          ['E', 'c', 0, 1],
        ],
      },
    },
    {
      name: 'Categories with different scales',
      seed: "INSERT INTO product_sales VALUES ('Big', 'a', 1000), ('Big', 'b', 900), ('Small', 'c', 3), ('Small', 'd', 2), ('Small', 'e', 1);",
      expected: {
        columns: ['category', 'product', 'units', 'sales_rank'],
        rows: [
          ['Big', 'a', 1000, 1],
          ['Big', 'b', 900, 2],
          ['Small', 'c', 3, 1],
          ['Small', 'd', 2, 2],
        ],
      },
    },
  ],
};
