import type { SqlProblemInput } from '../../problem-schema.ts';

export const problem: SqlProblemInput = {
  id: 'median-order-value',
  language: 'sql',
  title: 'Median Order Value per Store',
  topic: 'Aggregation & HAVING',
  difficulty: 'Hard',
  description:
    'Return each `store` with `median_amount`, the median of its order amounts: the middle value, or the average of the two middle values when a store has an even number of orders. Sort by store.',
  constraints: ['Columns: store, median_amount', 'Order: store ascending'],
  hints: [
    "SQLite has no MEDIAN: number each store's orders by amount with ROW_NUMBER and count them with COUNT(*) OVER.",
    'The middle rows are those with `n BETWEEN (cnt + 1) / 2 AND (cnt + 2) / 2` (integer division); average them.',
  ],
  schema: `CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  store TEXT NOT NULL,
  amount REAL NOT NULL
);`,
  seed: "INSERT INTO orders VALUES (1, 'North', 10), (2, 'North', 30), (3, 'North', 20), (4, 'South', 5), (5, 'South', 15);",
  orderMatters: true,
  starterCode: `SELECT store, AVG(amount) AS median_amount
FROM orders
GROUP BY store;
`,
  solution: `WITH numbered AS (
  SELECT store, amount,
         ROW_NUMBER() OVER (PARTITION BY store ORDER BY amount) AS n,
         COUNT(*) OVER (PARTITION BY store) AS cnt
  FROM orders
)
SELECT store, AVG(amount) AS median_amount
FROM numbered
WHERE n BETWEEN (cnt + 1) / 2 AND (cnt + 2) / 2
GROUP BY store
ORDER BY store;
`,
  solutionNotes: 'For 4 orders the bounds are 2 and 3; for 5 orders both are 3.',
  wrongSolutions: [
    {
      mistake: 'uses the mean instead of the median',
      code: `SELECT store, AVG(amount) AS median_amount FROM orders GROUP BY store ORDER BY store;
`,
    },
    {
      mistake: 'takes only the lower middle value for an even count',
      code: `WITH n AS (SELECT store, amount, ROW_NUMBER() OVER (PARTITION BY store ORDER BY amount) AS n,
  COUNT(*) OVER (PARTITION BY store) AS cnt FROM orders)
SELECT store, AVG(amount) AS median_amount FROM n WHERE n = (cnt + 1) / 2 GROUP BY store ORDER BY store;
`,
    },
    {
      mistake: 'numbers the rows in insertion order, not by amount',
      code: `WITH n AS (SELECT store, amount, ROW_NUMBER() OVER (PARTITION BY store ORDER BY id) AS n,
  COUNT(*) OVER (PARTITION BY store) AS cnt FROM orders)
SELECT store, AVG(amount) AS median_amount FROM n WHERE n BETWEEN (cnt + 1) / 2 AND (cnt + 2) / 2 GROUP BY store ORDER BY store;
`,
    },
  ],
  tests: [
    {
      name: 'Example data',
      hidden: false,
      expected: {
        columns: ['store', 'median_amount'],
        rows: [
          ['North', 20],
          ['South', 10],
        ],
      },
    },
    {
      name: 'A single order',
      seed: "INSERT INTO orders VALUES (1, 'X', 42);",
      expected: {
        columns: ['store', 'median_amount'],
        rows: [['X', 42]],
      },
    },
    {
      name: 'Even count averages the two middle values',
      seed: "INSERT INTO orders VALUES (1, 'X', 1), (2, 'X', 100), (3, 'X', 3), (4, 'X', 2);",
      expected: {
        columns: ['store', 'median_amount'],
        rows: [['X', 2.5]],
      },
    },
    {
      name: 'Duplicated amounts',
      seed: "INSERT INTO orders VALUES (1, 'Y', 5), (2, 'Y', 5), (3, 'Y', 5), (4, 'Y', 9);",
      expected: {
        columns: ['store', 'median_amount'],
        rows: [['Y', 5]],
      },
    },
    {
      name: 'No orders',
      seed: '',
      expected: {
        columns: ['store', 'median_amount'],
        rows: [],
      },
    },
    {
      name: 'A skewed store',
      seed: "INSERT INTO orders VALUES (1, 'Z', 1), (2, 'Z', 2), (3, 'Z', 1000);",
      expected: {
        columns: ['store', 'median_amount'],
        rows: [['Z', 2]],
      },
    },
    {
      name: 'Several stores, unsorted input',
      seed: "INSERT INTO orders VALUES (1, 'b', 4), (2, 'a', 8), (3, 'b', 2), (4, 'a', 6), (5, 'b', 9), (6, 'a', 1);",
      expected: {
        columns: ['store', 'median_amount'],
        rows: [
          ['a', 6],
          ['b', 4],
        ],
      },
    },
  ],
};
