import type { SqlProblemInput } from '../../problem-schema.ts';

export const problem: SqlProblemInput = {
  id: 'missing-invoice-numbers',
  language: 'sql',
  title: 'Missing Invoice Numbers',
  topic: 'Gaps & Islands',
  difficulty: 'Medium',
  description:
    'Invoice numbers should be consecutive. Return each run of missing numbers between the smallest and the largest invoice number as `gap_start` and `gap_end` (both inclusive), sorted by gap_start. The same number may appear twice (a duplicate is not a gap).',
  constraints: ['Columns: gap_start, gap_end', 'Order: gap_start ascending'],
  hints: [
    '`LEAD(number) OVER (ORDER BY number)` gives the next number; a gap is where the next number is more than 1 higher.',
    'Deduplicate first (DISTINCT), or a repeated number looks like a gap of size -1… or hides nothing. The gap then runs from `number + 1` to `next - 1`.',
  ],
  schema: `CREATE TABLE invoices (
  id INTEGER PRIMARY KEY,
  number INTEGER NOT NULL
);`,
  seed: 'INSERT INTO invoices VALUES (1, 1001), (2, 1002), (3, 1005), (4, 1006), (5, 1009);',
  orderMatters: true,
  starterCode: `SELECT number AS gap_start, number AS gap_end
FROM invoices;
`,
  solution: `WITH numbers AS (
  SELECT DISTINCT number FROM invoices
),
with_next AS (
  SELECT number, LEAD(number) OVER (ORDER BY number) AS next_number FROM numbers
)
SELECT number + 1 AS gap_start, next_number - 1 AS gap_end
FROM with_next
WHERE next_number - number > 1
ORDER BY gap_start;
`,
  wrongSolutions: [
    {
      mistake: 'reports the neighbours instead of the missing numbers',
      code: `WITH w AS (SELECT number, LEAD(number) OVER (ORDER BY number) AS nx FROM (SELECT DISTINCT number FROM invoices))
SELECT number AS gap_start, nx AS gap_end FROM w WHERE nx - number > 1 ORDER BY gap_start;
`,
    },
    {
      mistake: 'treats a difference of exactly 1 as a gap (>= 1)',
      code: `WITH w AS (SELECT number, LEAD(number) OVER (ORDER BY number) AS nx FROM (SELECT DISTINCT number FROM invoices))
SELECT number + 1 AS gap_start, nx - 1 AS gap_end FROM w WHERE nx - number >= 1 ORDER BY gap_start;
`,
    },
    {
      mistake: 'orders LEAD by insertion id',
      code: `WITH w AS (SELECT number, LEAD(number) OVER (ORDER BY id) AS nx FROM invoices)
SELECT number + 1 AS gap_start, nx - 1 AS gap_end FROM w WHERE nx - number > 1 ORDER BY gap_start;
`,
    },
  ],
  tests: [
    {
      name: 'Example data',
      hidden: false,
      expected: {
        columns: ['gap_start', 'gap_end'],
        rows: [
          [1003, 1004],
          [1007, 1008],
        ],
      },
    },
    {
      name: 'No gaps',
      seed: 'INSERT INTO invoices VALUES (1, 5), (2, 6), (3, 7);',
      expected: {
        columns: ['gap_start', 'gap_end'],
        rows: [],
      },
    },
    {
      name: 'A single missing number',
      seed: 'INSERT INTO invoices VALUES (1, 10), (2, 12);',
      expected: {
        columns: ['gap_start', 'gap_end'],
        rows: [[11, 11]],
      },
    },
    {
      name: 'No invoices',
      seed: '',
      expected: {
        columns: ['gap_start', 'gap_end'],
        rows: [],
      },
    },
    {
      name: 'Duplicates next to a gap',
      seed: 'INSERT INTO invoices VALUES (1, 1), (2, 1), (3, 2), (4, 2), (5, 4);',
      expected: {
        columns: ['gap_start', 'gap_end'],
        rows: [[3, 3]],
      },
    },
    {
      name: 'Stored out of order',
      seed: 'INSERT INTO invoices VALUES (1, 50), (2, 40), (3, 45), (4, 41);',
      expected: {
        columns: ['gap_start', 'gap_end'],
        rows: [
          [42, 44],
          [46, 49],
        ],
      },
    },
    {
      name: 'One invoice only',
      seed: 'INSERT INTO invoices VALUES (1, 7);',
      expected: {
        columns: ['gap_start', 'gap_end'],
        rows: [],
      },
    },
  ],
};
