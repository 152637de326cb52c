import type { SqlProblemInput } from '../../problem-schema.ts';

export const problem: SqlProblemInput = {
  id: 'fill-missing-days',
  language: 'sql',
  title: 'Fill Missing Days',
  topic: 'CTEs & Recursion',
  difficulty: 'Medium',
  description:
    '`daily_signups` skips days with no sign-ups. Return one row per calendar day from the first to the last day in the table (inclusive), as `day` and `signups` (0 for a missing day). Sort by day. An empty table returns no rows.',
  constraints: ['Columns: day, signups', 'Order: day ascending'],
  hints: [
    "Generate a date spine with a recursive CTE: start at `MIN(day)` and add `date(day, '+1 day')` until `MAX(day)`.",
    'LEFT JOIN the data onto the spine and turn the missing counts into 0 with COALESCE.',
  ],
  schema: `CREATE TABLE daily_signups (
  day TEXT PRIMARY KEY,
  signups INTEGER NOT NULL
);`,
  seed: "INSERT INTO daily_signups VALUES ('2024-02-27', 4), ('2024-03-01', 2), ('2024-02-28', 5);",
  orderMatters: true,
  starterCode: `SELECT day, signups
FROM daily_signups
ORDER BY day;
`,
  solution: `WITH RECURSIVE spine(day) AS (
  SELECT MIN(day) FROM daily_signups WHERE day IS NOT NULL
  UNION ALL
  SELECT date(day, '+1 day') FROM spine
  WHERE day < (SELECT MAX(day) FROM daily_signups)
)
SELECT s.day, COALESCE(d.signups, 0) AS signups
FROM spine AS s
LEFT JOIN daily_signups AS d ON d.day = s.day
WHERE s.day IS NOT NULL
ORDER BY s.day;
`,
  solutionNotes:
    'MIN over an empty table is NULL, so the spine holds one NULL row; the final WHERE drops it.',
  wrongSolutions: [
    {
      mistake: 'leaves the missing days NULL',
      code: `WITH RECURSIVE spine(day) AS (SELECT MIN(day) FROM daily_signups UNION ALL SELECT date(day, '+1 day') FROM spine WHERE day < (SELECT MAX(day) FROM daily_signups))
SELECT s.day, d.signups FROM spine AS s LEFT JOIN daily_signups AS d ON d.day = s.day WHERE s.day IS NOT NULL ORDER BY s.day;
`,
    },
    {
      mistake: 'stops one day early (<= in the wrong place)',
      code: `WITH RECURSIVE spine(day) AS (SELECT MIN(day) FROM daily_signups UNION ALL SELECT date(day, '+1 day') FROM spine WHERE date(day, '+1 day') < (SELECT MAX(day) FROM daily_signups))
SELECT s.day, COALESCE(d.signups, 0) AS signups FROM spine AS s LEFT JOIN daily_signups AS d ON d.day = s.day WHERE s.day IS NOT NULL ORDER BY s.day;
`,
    },
    {
      mistake: 'returns a NULL day for an empty table',
      code: `WITH RECURSIVE spine(day) AS (SELECT MIN(day) FROM daily_signups UNION ALL SELECT date(day, '+1 day') FROM spine WHERE day < (SELECT MAX(day) FROM daily_signups))
SELECT s.day, COALESCE(d.signups, 0) AS signups FROM spine AS s LEFT JOIN daily_signups AS d ON d.day = s.day ORDER BY s.day;
`,
    },
    {
      mistake: 'adds 30 days for a month, ignoring month lengths',
      code: `WITH RECURSIVE spine(day) AS (SELECT MIN(day) FROM daily_signups UNION ALL SELECT date(julianday(day) + 1) FROM spine WHERE day < (SELECT MAX(day) FROM daily_signups))
SELECT s.day, COALESCE(d.signups, 0) AS signups FROM spine AS s JOIN daily_signups AS d ON d.day = s.day ORDER BY s.day;
`,
    },
  ],
  tests: [
    {
      name: 'Example data',
      hidden: false,
      expected: {
        columns: ['day', 'signups'],
        rows: [
          ['2024-02-27', 4],
          ['2024-02-28', 5],
          ['2024-02-29', 0],
          ['2024-03-01', 2],
        ],
      },
    },
    {
      name: 'No gaps',
      seed: "INSERT INTO daily_signups VALUES ('2024-01-01', 1), ('2024-01-02', 2);",
      expected: {
        columns: ['day', 'signups'],
        rows: [
          ['2024-01-01', 1],
          ['2024-01-02', 2],
        ],
      },
    },
    {
      name: 'Across a year end',
      seed: "INSERT INTO daily_signups VALUES ('2023-12-30', 3), ('2024-01-02', 1);",
      expected: {
        columns: ['day', 'signups'],
        rows: [
          ['2023-12-30', 3],
          ['2023-12-31', 0],
          ['2024-01-01', 0],
          ['2024-01-02', 1],
        ],
      },
    },
    {
      name: 'Empty table',
      seed: '',
      expected: {
        columns: ['day', 'signups'],
        rows: [],
      },
    },
    {
      name: 'A single day',
      seed: "INSERT INTO daily_signups VALUES ('2024-06-15', 9);",
      expected: {
        columns: ['day', 'signups'],
        rows: [['2024-06-15', 9]],
      },
    },
    {
      name: 'Across February in a non-leap year',
      seed: "INSERT INTO daily_signups VALUES ('2023-02-27', 1), ('2023-03-02', 2);",
      expected: {
        columns: ['day', 'signups'],
        rows: [
          ['2023-02-27', 1],
          ['2023-02-28', 0],
          ['2023-03-01', 0],
          ['2023-03-02', 2],
        ],
      },
    },
    {
      name: 'A day with zero sign-ups recorded',
      seed: "INSERT INTO daily_signups VALUES ('2024-04-01', 0), ('2024-04-03', 5);",
      expected: {
        columns: ['day', 'signups'],
        rows: [
          ['2024-04-01', 0],
          ['2024-04-02', 0],
          ['2024-04-03', 5],
        ],
      },
    },
  ],
};
