import type { SqlProblemInput } from '../../problem-schema.ts';

export const problem: SqlProblemInput = {
  id: 'bill-of-materials',
  language: 'sql',
  title: 'Bill of Materials',
  topic: 'CTEs & Recursion',
  difficulty: 'Hard',
  description:
    '`components(parent, child, quantity)` says how many of `child` go into one `parent`; a part that never appears as a parent is a **base part**. Return the base parts needed to build **one `bike`** with the total quantity of each: `part` and `total_quantity`, sorted by part. Quantities multiply down the tree, and a part used in several places is added up.',
  constraints: ['Columns: part, total_quantity', 'Order: part ascending', 'The data has no cycles'],
  hints: [
    "Recursive CTE from the children of 'bike', carrying the multiplied quantity: `e.quantity * c.quantity`.",
    'Keep only the rows whose part is not a parent anywhere (`NOT EXISTS`), then SUM per part.',
  ],
  schema: `CREATE TABLE components (
  parent TEXT NOT NULL,
  child TEXT NOT NULL,
  quantity INTEGER NOT NULL
);`,
  seed: `INSERT INTO components VALUES ('bike', 'wheel', 2), ('bike', 'frame', 1), ('wheel', 'spoke', 32), ('wheel', 'rim', 1),
  ('frame', 'tube', 3), ('bike', 'bolt', 4), ('frame', 'bolt', 6);`,
  orderMatters: true,
  starterCode: `SELECT child AS part, quantity AS total_quantity
FROM components
WHERE parent = 'bike';
`,
  solution: `WITH RECURSIVE expanded(part, quantity) AS (
  SELECT child, quantity FROM components WHERE parent = 'bike'
  UNION ALL
  SELECT c.child, e.quantity * c.quantity
  FROM expanded AS e
  JOIN components AS c ON c.parent = e.part
)
SELECT part, SUM(quantity) AS total_quantity
FROM expanded
WHERE NOT EXISTS (SELECT 1 FROM components AS p WHERE p.parent = expanded.part)
GROUP BY part
ORDER BY part;
`,
  wrongSolutions: [
    {
      mistake: 'adds quantities down the tree instead of multiplying',
      code: `WITH RECURSIVE e(part, quantity) AS (SELECT child, quantity FROM components WHERE parent = 'bike'
  UNION ALL SELECT c.child, e.quantity + c.quantity FROM e JOIN components AS c ON c.parent = e.part)
SELECT part, SUM(quantity) AS total_quantity FROM e WHERE NOT EXISTS (SELECT 1 FROM components AS p WHERE p.parent = e.part) GROUP BY part ORDER BY part;
`,
    },
    {
      mistake: 'keeps intermediate assemblies',
      code: `WITH RECURSIVE e(part, quantity) AS (SELECT child, quantity FROM components WHERE parent = 'bike'
  UNION ALL SELECT c.child, e.quantity * c.quantity FROM e JOIN components AS c ON c.parent = e.part)
SELECT part, SUM(quantity) AS total_quantity FROM e GROUP BY part ORDER BY part;
`,
    },
    {
      mistake: 'counts a part used in two places once (MAX instead of SUM)',
      code: `WITH RECURSIVE e(part, quantity) AS (SELECT child, quantity FROM components WHERE parent = 'bike'
  UNION ALL SELECT c.child, e.quantity * c.quantity FROM e JOIN components AS c ON c.parent = e.part)
SELECT part, MAX(quantity) AS total_quantity FROM e WHERE NOT EXISTS (SELECT 1 FROM components AS p WHERE p.parent = e.part) GROUP BY part ORDER BY part;
`,
    },
  ],
  tests: [
    {
      name: 'Example data',
      hidden: false,
      expected: {
        columns: ['part', 'total_quantity'],
        rows: [
          ['bolt', 10],
          ['rim', 2],
          ['spoke', 64],
          ['tube', 3],
        ],
      },
    },
    {
      name: 'Only base parts',
      seed: "INSERT INTO components VALUES ('bike', 'seat', 1), ('bike', 'pedal', 2);",
      expected: {
        columns: ['part', 'total_quantity'],
        rows: [
          ['pedal', 2],
          ['seat', 1],
        ],
      },
    },
    {
      name: 'Three levels deep',
      seed: "INSERT INTO components VALUES ('bike', 'a', 2), ('a', 'b', 3), ('b', 'c', 4);",
      expected: {
        columns: ['part', 'total_quantity'],
        rows: [['c', 24]],
      },
    },
    {
      name: 'No bike in the table',
      seed: "INSERT INTO components VALUES ('car', 'wheel', 4);",
      expected: {
        columns: ['part', 'total_quantity'],
        rows: [],
      },
    },
    {
      name: 'Empty table',
      seed: '',
      expected: {
        columns: ['part', 'total_quantity'],
        rows: [],
      },
    },
    {
      name: 'A shared part at two depths',
      seed: "INSERT INTO components VALUES ('bike', 'gear', 2), ('gear', 'screw', 3), ('bike', 'screw', 5);",
      expected: {
        columns: ['part', 'total_quantity'],
        rows: [['screw', 11]],
      },
    },
    {
      name: 'Other products are ignored',
      seed: "INSERT INTO components VALUES ('bike', 'wheel', 2), ('wheel', 'tyre', 1), ('trike', 'wheel', 3), ('car', 'tyre', 4);",
      expected: {
        columns: ['part', 'total_quantity'],
        rows: [['tyre', 2]],
      },
    },
  ],
};
