import type { SqlProblemInput } from '../../problem-schema.ts';

export const problem: SqlProblemInput = {
  id: 'org-chart-levels',
  language: 'sql',
  title: 'Levels of the Org Chart',
  topic: 'CTEs & Recursion',
  difficulty: 'Hard',
  description:
    'People without a manager (`manager_id IS NULL`) are at level 1; their direct reports are at level 2, and so on. Return the `name` and `level` of everyone who can be reached from a top-level person, sorted by level, then name. People whose manager is missing from the table are not reachable and are left out.',
  constraints: ['Columns: name, level', 'Order: level, then name', 'The data has no cycles'],
  hints: [
    'A recursive CTE has an anchor (the top-level people) and a recursive part joined to the CTE itself.',
    '`WITH RECURSIVE chain(id, name, level) AS (SELECT … WHERE manager_id IS NULL UNION ALL SELECT e.id, e.name, c.level + 1 FROM employees e JOIN chain c ON e.manager_id = c.id)`.',
  ],
  schema: `CREATE TABLE employees (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  manager_id INTEGER
);`,
  seed: "INSERT INTO employees VALUES (1, 'Ada', NULL), (2, 'Grace', 1), (3, 'Linus', 1), (4, 'Ken', 2), (5, 'Barbara', 4);",
  orderMatters: true,
  starterCode: `SELECT name, 1 AS level
FROM employees
WHERE manager_id IS NULL;
`,
  solution: `WITH RECURSIVE chain(id, name, level) AS (
  SELECT id, name, 1 FROM employees WHERE manager_id IS NULL
  UNION ALL
  SELECT e.id, e.name, c.level + 1
  FROM employees AS e
  JOIN chain AS c ON e.manager_id = c.id
)
SELECT name, level
FROM chain
ORDER BY level, name;
`,
  solutionNotes: 'Each recursive step adds the next layer of reports, until no new rows appear.',
  wrongSolutions: [
    {
      mistake: 'starts counting at level 0',
      code: `WITH RECURSIVE chain(id, name, level) AS (
  SELECT id, name, 0 FROM employees WHERE manager_id IS NULL
  UNION ALL
  SELECT e.id, e.name, c.level + 1 FROM employees AS e JOIN chain AS c ON e.manager_id = c.id)
SELECT name, level FROM chain ORDER BY level, name;
`,
    },
    {
      mistake: 'lists unreachable people with a NULL level',
      code: `WITH RECURSIVE chain(id, name, level) AS (
  SELECT id, name, 1 FROM employees WHERE manager_id IS NULL
  UNION ALL
  SELECT e.id, e.name, c.level + 1 FROM employees AS e JOIN chain AS c ON e.manager_id = c.id)
SELECT e.name, c.level FROM employees AS e LEFT JOIN chain AS c ON c.id = e.id ORDER BY c.level, e.name;
`,
    },
    {
      mistake: 'looks only two levels deep (a self join)',
      code: `SELECT name, 1 AS level FROM employees WHERE manager_id IS NULL
UNION ALL
SELECT e.name, 2 FROM employees AS e JOIN employees AS m ON m.id = e.manager_id WHERE m.manager_id IS NULL
ORDER BY level, name;
`,
    },
  ],
  tests: [
    {
      name: 'Example data',
      hidden: false,
      expected: {
        columns: ['name', 'level'],
        rows: [
          ['Ada', 1],
          ['Grace', 2],
          ['Linus', 2],
          ['Ken', 3],
          ['Barbara', 4],
        ],
      },
    },
    {
      name: 'Empty table',
      seed: '',
      expected: {
        columns: ['name', 'level'],
        rows: [],
      },
    },
    {
      name: 'A one-person company',
      seed: "INSERT INTO employees VALUES (1, 'Solo', NULL);",
      expected: {
        columns: ['name', 'level'],
        rows: [['Solo', 1]],
      },
    },
    {
      name: 'Two people at the top',
      seed: "INSERT INTO employees VALUES (1, 'R1', NULL), (2, 'R2', NULL), (3, 'K', 2), (4, 'J', 1);",
      expected: {
        columns: ['name', 'level'],
        rows: [
          ['R1', 1],
          ['R2', 1],
          ['J', 2],
          ['K', 2],
        ],
      },
    },
    {
      name: 'A deep chain',
      seed: "INSERT INTO employees VALUES (1, 'a', NULL), (2, 'b', 1), (3, 'c', 2), (4, 'd', 3), (5, 'e', 4), (6, 'f', 5);",
      expected: {
        columns: ['name', 'level'],
        rows: [
          ['a', 1],
          ['b', 2],
          ['c', 3],
          ['d', 4],
          ['e', 5],
          ['f', 6],
        ],
      },
    },
    {
      name: 'Someone whose manager is missing',
      seed: "INSERT INTO employees VALUES (1, 'Top', NULL), (2, 'Lost', 99), (3, 'Kid', 1);",
      expected: {
        columns: ['name', 'level'],
        rows: [
          ['Top', 1],
          ['Kid', 2],
        ],
      },
    },
    {
      name: 'Namesakes at different levels',
      seed: "INSERT INTO employees VALUES (1, 'Kim', NULL), (2, 'Kim', 1), (3, 'Lee', 2);",
      expected: {
        columns: ['name', 'level'],
        rows: [
          ['Kim', 1],
          ['Kim', 2],
          ['Lee', 3],
        ],
      },
    },
  ],
};
