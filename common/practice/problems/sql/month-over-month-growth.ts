import type { SqlProblemInput } from '../../problem-schema.ts';

export const problem: SqlProblemInput = {
  id: 'month-over-month-growth',
  language: 'sql',
  title: 'Month-over-Month Growth',
  topic: 'Window Functions',
  difficulty: 'Hard',
  description: `\`monthly_revenue\` has one row per month (\`month\` is \`YYYY-MM\`). Return \`month\`, \`revenue\`, \`previous_revenue\` (the revenue of the previous row in month order) and \`growth_pct\`: the change from the previous revenue in percent, rounded to 1 decimal.

\`previous_revenue\` and \`growth_pct\` are NULL for the first month; \`growth_pct\` is also NULL when the previous revenue is 0. Sort by month.`,
  constraints: ['Columns: month, revenue, previous_revenue, growth_pct', 'Order: month ascending'],
  hints: [
    '`LAG(revenue) OVER (ORDER BY month)` reads the previous row.',
    '`NULLIF(previous, 0)` turns a zero divisor into NULL, and dividing by NULL gives NULL. Multiply by 100.0 to avoid integer division.',
  ],
  schema: `CREATE TABLE monthly_revenue (
  month TEXT PRIMARY KEY,
  revenue REAL NOT NULL
);`,
  seed: "INSERT INTO monthly_revenue VALUES ('2024-01', 1000), ('2024-02', 1200), ('2024-03', 900), ('2024-04', 900);",
  orderMatters: true,
  starterCode: `SELECT month, revenue
FROM monthly_revenue
ORDER BY month;
`,
  solution: `WITH with_previous AS (
  SELECT month, revenue, LAG(revenue) OVER (ORDER BY month) AS previous_revenue
  FROM monthly_revenue
)
SELECT month, revenue, previous_revenue,
       ROUND(100.0 * (revenue - previous_revenue) / NULLIF(previous_revenue, 0), 1) AS growth_pct
FROM with_previous
ORDER BY month;
`,
  solutionNotes:
    'Computing LAG once in a CTE keeps the growth formula readable; NULLIF guards against division by zero.',
  wrongSolutions: [
    {
      mistake: 'divides by the current month',
      code: `SELECT month, revenue, LAG(revenue) OVER (ORDER BY month) AS previous_revenue,
  ROUND(100.0 * (revenue - LAG(revenue) OVER (ORDER BY month)) / NULLIF(revenue, 0), 1) AS growth_pct
FROM monthly_revenue ORDER BY month;
`,
    },
    {
      mistake: 'orders the window by revenue instead of month',
      code: `SELECT month, revenue, LAG(revenue) OVER (ORDER BY revenue) AS previous_revenue,
  ROUND(100.0 * (revenue - LAG(revenue) OVER (ORDER BY revenue)) / NULLIF(LAG(revenue) OVER (ORDER BY revenue), 0), 1) AS growth_pct
FROM monthly_revenue ORDER BY month;
`,
    },
    {
      mistake: 'rounds to whole percent',
      code: `SELECT month, revenue, LAG(revenue) OVER (ORDER BY month) AS previous_revenue,
  ROUND(100.0 * (revenue - LAG(revenue) OVER (ORDER BY month)) / NULLIF(LAG(revenue) OVER (ORDER BY month), 0)) AS growth_pct
FROM monthly_revenue ORDER BY month;
`,
    },
  ],
  tests: [
    {
      name: 'Example data',
      hidden: false,
      expected: {
        columns: ['month', 'revenue', 'previous_revenue', 'growth_pct'],
        rows: [
          ['2024-01', 1000, null, null],
          ['2024-02', 1200, 1000, 20],
          ['2024-03', 900, 1200, -25],
          ['2024-04', 900, 900, 0],
        ],
      },
    },
    {
      name: 'No data',
      seed: '',
      expected: {
        columns: ['month', 'revenue', 'previous_revenue', 'growth_pct'],
        rows: [],
      },
    },
    {
      name: 'A single month',
      seed: "INSERT INTO monthly_revenue VALUES ('2024-06', 500);",
      expected: {
        columns: ['month', 'revenue', 'previous_revenue', 'growth_pct'],
        rows: [['2024-06', 500, null, null]],
      },
    },
    {
      name: 'Growth from zero',
      seed: "INSERT INTO monthly_revenue VALUES ('2024-01', 0), ('2024-02', 100);",
      expected: {
        columns: ['month', 'revenue', 'previous_revenue', 'growth_pct'],
        rows: [
          ['2024-01', 0, null, null],
          ['2024-02', 100, 0, null],
        ],
      },
    },
    {
      name: 'Stored out of order, with rounding',
      seed: "INSERT INTO monthly_revenue VALUES ('2024-03', 110), ('2024-01', 300), ('2024-02', 100);",
      expected: {
        columns: ['month', 'revenue', 'previous_revenue', 'growth_pct'],
        rows: [
          ['2024-01', 300, null, null],
          ['2024-02', 100, 300, -66.7],
          ['2024-03', 110, 100, 10],
        ],
      },
    },
    {
      name: 'A gap between months',
      seed: "INSERT INTO monthly_revenue VALUES ('2023-11', 50), ('2024-02', 75);",
      expected: {
        columns: ['month', 'revenue', 'previous_revenue', 'growth_pct'],
        rows: [
          ['2023-11', 50, null, null],
          ['2024-02', 75, 50, 50],
        ],
      },
    },
    {
      name: 'A decline',
      seed: "INSERT INTO monthly_revenue VALUES ('2024-01', 200), ('2024-02', 150), ('2024-03', 165);",
      expected: {
        columns: ['month', 'revenue', 'previous_revenue', 'growth_pct'],
        rows: [
          ['2024-01', 200, null, null],
          ['2024-02', 150, 200, -25],
          ['2024-03', 165, 150, 10],
        ],
      },
    },
  ],
};
