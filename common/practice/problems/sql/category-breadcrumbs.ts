import type { SqlProblemInput } from '../../problem-schema.ts';

export const problem: SqlProblemInput = {
  id: 'category-breadcrumbs',
  language: 'sql',
  title: 'Category Breadcrumbs',
  topic: 'CTEs & Recursion',
  difficulty: 'Hard',
  description:
    '`categories(id, name, parent_id)` is a tree (top-level categories have `parent_id` NULL). Return every category reachable from a top-level one with its `path`: the names from the top down joined by ` > `, and its `depth` (1 for top level). Sort by path.',
  constraints: ['Columns: id, path, depth', 'Order: path ascending', 'The data has no cycles'],
  hints: [
    'Anchor: the top-level rows with `name AS path, 1 AS depth`; recursive step: join children on `c.parent_id = t.id`.',
    "Build the path with `t.path || ' > ' || c.name` and add 1 to the depth.",
    'Categories whose parent is missing are never reached from the anchor, so they drop out by themselves.',
  ],
  schema: `CREATE TABLE categories (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  parent_id INTEGER
);`,
  seed: "INSERT INTO categories VALUES (1, 'Home', NULL), (2, 'Kitchen', 1), (3, 'Knives', 2), (4, 'Garden', NULL), (5, 'Bath', 1);",
  orderMatters: true,
  starterCode: `SELECT id, name AS path, 1 AS depth
FROM categories
WHERE parent_id IS NULL;
`,
  solution: `WITH RECURSIVE tree(id, path, depth) AS (
  SELECT id, name, 1 FROM categories WHERE parent_id IS NULL
  UNION ALL
  SELECT c.id, t.path || ' > ' || c.name, t.depth + 1
  FROM categories AS c
  JOIN tree AS t ON c.parent_id = t.id
)
SELECT id, path, depth
FROM tree
ORDER BY path;
`,
  wrongSolutions: [
    {
      mistake: 'builds the path bottom-up (child first)',
      code: `WITH RECURSIVE tree(id, path, depth) AS (
  SELECT id, name, 1 FROM categories WHERE parent_id IS NULL
  UNION ALL
  SELECT c.id, c.name || ' > ' || t.path, t.depth + 1 FROM categories AS c JOIN tree AS t ON c.parent_id = t.id)
SELECT id, path, depth FROM tree ORDER BY path;
`,
    },
    {
      mistake: 'only goes one level down',
      code: `SELECT id, name AS path, 1 AS depth FROM categories WHERE parent_id IS NULL
UNION ALL
SELECT c.id, p.name || ' > ' || c.name, 2 FROM categories AS c JOIN categories AS p ON p.id = c.parent_id WHERE p.parent_id IS NULL
ORDER BY path;
`,
    },
    {
      mistake: 'starts from every category, not only the top level',
      code: `WITH RECURSIVE tree(id, path, depth) AS (
  SELECT id, name, 1 FROM categories
  UNION ALL
  SELECT c.id, t.path || ' > ' || c.name, t.depth + 1 FROM categories AS c JOIN tree AS t ON c.parent_id = t.id)
SELECT id, path, depth FROM tree ORDER BY path;
`,
    },
  ],
  tests: [
    {
      name: 'Example data',
      hidden: false,
      expected: {
        columns: ['id', 'path', 'depth'],
        rows: [
          [4, 'Garden', 1],
          [1, 'Home', 1],
          [5, 'Home > Bath', 2],
          [2, 'Home > Kitchen', 2],
          [3, 'Home > Kitchen > Knives', 3],
        ],
      },
    },
    {
      name: 'A deep chain',
      seed: "INSERT INTO categories VALUES (1, 'A', NULL), (2, 'B', 1), (3, 'C', 2), (4, 'D', 3);",
      expected: {
        columns: ['id', 'path', 'depth'],
        rows: [
          [1, 'A', 1],
          [2, 'A > B', 2],
          [3, 'A > B > C', 3],
          [4, 'A > B > C > D', 4],
        ],
      },
    },
    {
      name: 'An orphan whose parent is missing',
      seed: "INSERT INTO categories VALUES (1, 'Root', NULL), (2, 'Lost', 99), (3, 'Child', 1);",
      expected: {
        columns: ['id', 'path', 'depth'],
        rows: [
          [1, 'Root', 1],
          [3, 'Root > Child', 2],
        ],
      },
    },
    {
      name: 'Empty table',
      seed: '',
      expected: {
        columns: ['id', 'path', 'depth'],
        rows: [],
      },
    },
    {
      name: 'Only top-level categories',
      seed: "INSERT INTO categories VALUES (1, 'Z', NULL), (2, 'A', NULL);",
      expected: {
        columns: ['id', 'path', 'depth'],
        rows: [
          [2, 'A', 1],
          [1, 'Z', 1],
        ],
      },
    },
    {
      name: 'The same name under two parents',
      seed: "INSERT INTO categories VALUES (1, 'Men', NULL), (2, 'Women', NULL), (3, 'Shoes', 1), (4, 'Shoes', 2);",
      expected: {
        columns: ['id', 'path', 'depth'],
        rows: [
          [1, 'Men', 1],
          [3, 'Men > Shoes', 2],
          [2, 'Women', 1],
          [4, 'Women > Shoes', 2],
        ],
      },
    },
    {
      name: 'Children stored before their parents',
      seed: "INSERT INTO categories VALUES (5, 'Leaf', 7), (6, 'Top', NULL), (7, 'Mid', 6);",
      expected: {
        columns: ['id', 'path', 'depth'],
        rows: [
          [6, 'Top', 1],
          [7, 'Top > Mid', 2],
          [5, 'Top > Mid > Leaf', 3],
        ],
      },
    },
  ],
};
