import type { SqlProblemInput } from '../../problem-schema.ts';

export const problem: SqlProblemInput = {
  id: 'category-revenue-share',
  language: 'sql',
  title: 'Share of Revenue by Category',
  topic: 'Aggregation & HAVING',
  difficulty: 'Medium',
  description:
    'For each `category` with sales, return its `revenue` (sum of `amount`, rounded to 2 decimals) and `share_pct`: its percentage of all revenue, rounded to 1 decimal. Sort by revenue, highest first, then category.',
  constraints: [
    'Columns: category, revenue, share_pct',
    'Order: revenue descending, then category',
  ],
  hints: [
    'The grand total is one number: a scalar subquery `(SELECT SUM(amount) FROM sales)` or `SUM(SUM(amount)) OVER ()`.',
    'Multiply by `100.0` before dividing, or SQLite divides integers as integers.',
  ],
  schema: `CREATE TABLE sales (
  id INTEGER PRIMARY KEY,
  category TEXT NOT NULL,
  amount INTEGER NOT NULL
);`,
  seed: "INSERT INTO sales VALUES (1, 'Books', 30), (2, 'Games', 50), (3, 'Books', 20), (4, 'Music', 100);",
  orderMatters: true,
  starterCode: `SELECT category, SUM(amount) AS revenue, 0 AS share_pct
FROM sales
GROUP BY category;
`,
  solution: `SELECT category,
       ROUND(SUM(amount), 2) AS revenue,
       ROUND(100.0 * SUM(amount) / (SELECT SUM(amount) FROM sales), 1) AS share_pct
FROM sales
GROUP BY category
ORDER BY revenue DESC, category;
`,
  wrongSolutions: [
    {
      mistake: 'divides integers, truncating the share',
      code: `SELECT category, ROUND(SUM(amount), 2) AS revenue,
  ROUND(100 * SUM(amount) / (SELECT SUM(amount) FROM sales), 1) AS share_pct
FROM sales GROUP BY category ORDER BY revenue DESC, category;
`,
    },
    {
      mistake: 'divides by the number of categories, not total revenue',
      code: `SELECT category, ROUND(SUM(amount), 2) AS revenue,
  ROUND(100.0 * SUM(amount) / (SELECT SUM(amount) FROM sales) * (SELECT COUNT(DISTINCT category) FROM sales) / (SELECT COUNT(*) FROM sales), 1) AS share_pct
FROM sales GROUP BY category ORDER BY revenue DESC, category;
`,
    },
    {
      mistake: 'returns a fraction instead of a percentage',
      code: `SELECT category, ROUND(SUM(amount), 2) AS revenue,
  ROUND(1.0 * SUM(amount) / (SELECT SUM(amount) FROM sales), 1) AS share_pct
FROM sales GROUP BY category ORDER BY revenue DESC, category;
`,
    },
  ],
  tests: [
    {
      name: 'Example data',
      hidden: false,
      expected: {
        columns: ['category', 'revenue', 'share_pct'],
        rows: [
          ['Music', 100, 50],
          ['Books', 50, 25],
          ['Games', 50, 25],
        ],
      },
    },
    {
      name: 'One category takes everything',
      seed: "INSERT INTO sales VALUES (1, 'Only', 7), (2, 'Only', 3);",
      expected: {
        columns: ['category', 'revenue', 'share_pct'],
        rows: [['Only', 10, 100]],
      },
    },
    {
      name: 'Thirds round to one decimal',
      seed: "INSERT INTO sales VALUES (1, 'A', 1), (2, 'B', 1), (3, 'C', 1);",
      expected: {
        columns: ['category', 'revenue', 'share_pct'],
        rows: [
          ['A', 1, 33.3],
          ['B', 1, 33.3],
          ['C', 1, 33.3],
        ],
      },
    },
    {
      name: 'No sales',
      seed: '',
      expected: {
        columns: ['category', 'revenue', 'share_pct'],
        rows: [],
      },
    },
    {
      name: 'Equal revenue is sorted by category',
      seed: "INSERT INTO sales VALUES (1, 'Z', 10), (2, 'A', 10), (3, 'M', 5);",
      expected: {
        columns: ['category', 'revenue', 'share_pct'],
        rows: [
          ['A', 10, 40],
          ['Z', 10, 40],
          ['M', 5, 20],
        ],
      },
    },
    {
      name: 'Uneven shares',
      seed: "INSERT INTO sales VALUES (1, 'A', 2), (2, 'B', 5), (3, 'B', 1), (4, 'C', 9);",
      expected: {
        columns: ['category', 'revenue', 'share_pct'],
        rows: [
          ['C', 9, 52.9],
          ['B', 6, 35.3],
          ['A', 2, 11.8],
        ],
      },
    },
    {
      name: 'A refund reduces the share',
      seed: "INSERT INTO sales VALUES (1, 'A', 50), (2, 'A', -20), (3, 'B', 70);",
      expected: {
        columns: ['category', 'revenue', 'share_pct'],
        rows: [
          ['B', 70, 70],
          ['A', 30, 30],
        ],
      },
    },
  ],
};
