import type { SqlProblemInput } from '../../problem-schema.ts';

export const problem: SqlProblemInput = {
  id: 'json-tag-counts',
  language: 'sql',
  title: 'Count Tags in JSON Arrays',
  topic: 'JSON',
  difficulty: 'Medium',
  description:
    '`posts.tags` is a JSON array of strings, e.g. `["sql", "etl"]` (it may be empty, NULL, or repeat a tag). Count in how many posts each tag appears: return `tag` and `posts`, sorted by posts (most first), then tag. A tag repeated within one post counts once for that post.',
  constraints: ['Columns: tag, posts', 'Order: posts descending, then tag'],
  hints: [
    '`json_each(posts.tags)` turns the array into rows (its `value` column): join it to posts.',
    'Count distinct post ids per tag, so a repeated tag in one post counts once.',
  ],
  schema: `CREATE TABLE posts (
  id INTEGER PRIMARY KEY,
  tags TEXT
);`,
  seed: 'INSERT INTO posts VALUES (1, \'["sql", "etl"]\'), (2, \'["sql"]\'), (3, \'[]\'), (4, \'["python", "sql", "sql"]\');',
  orderMatters: true,
  starterCode: `SELECT tags AS tag, COUNT(*) AS posts
FROM posts
GROUP BY tags;
`,
  solution: `SELECT t.value AS tag, COUNT(DISTINCT p.id) AS posts
FROM posts AS p, json_each(p.tags) AS t
GROUP BY t.value
ORDER BY posts DESC, tag;
`,
  wrongSolutions: [
    {
      mistake: 'counts repeated tags within a post',
      code: `SELECT t.value AS tag, COUNT(*) AS posts FROM posts AS p, json_each(p.tags) AS t GROUP BY t.value ORDER BY posts DESC, tag;
`,
    },
    {
      mistake: 'matches tags with LIKE on the raw text',
      code: `SELECT 'sql' AS tag, COUNT(*) AS posts FROM posts WHERE tags LIKE '%sql%'
UNION ALL SELECT 'etl', COUNT(*) FROM posts WHERE tags LIKE '%etl%' ORDER BY posts DESC, tag;
`,
    },
    {
      mistake: 'sorts by tag only',
      code: `SELECT t.value AS tag, COUNT(DISTINCT p.id) AS posts FROM posts AS p, json_each(p.tags) AS t GROUP BY t.value ORDER BY tag;
`,
    },
  ],
  tests: [
    {
      name: 'Example data',
      hidden: false,
      expected: {
        columns: ['tag', 'posts'],
        rows: [
          ['sql', 3],
          ['etl', 1],
          ['python', 1],
        ],
      },
    },
    {
      name: 'Only empty and NULL arrays',
      seed: "INSERT INTO posts VALUES (1, '[]'), (2, NULL);",
      expected: {
        columns: ['tag', 'posts'],
        rows: [],
      },
    },
    {
      name: 'Equal counts sorted by tag',
      seed: 'INSERT INTO posts VALUES (1, \'["b", "a"]\'), (2, \'["c"]\');',
      expected: {
        columns: ['tag', 'posts'],
        rows: [
          ['a', 1],
          ['b', 1],
          ['c', 1],
        ],
      },
    },
    {
      name: 'No posts',
      seed: '',
      expected: {
        columns: ['tag', 'posts'],
        rows: [],
      },
    },
    {
      name: 'A tag repeated in every post',
      seed: 'INSERT INTO posts VALUES (1, \'["x", "x"]\'), (2, \'["x", "x", "x"]\'), (3, \'["y"]\');',
      expected: {
        columns: ['tag', 'posts'],
        rows: [
          ['x', 2],
          ['y', 1],
        ],
      },
    },
    {
      name: 'Tags that contain each other',
      seed: 'INSERT INTO posts VALUES (1, \'["sql"]\'), (2, \'["nosql"]\'), (3, \'["sqlite", "sql"]\');',
      expected: {
        columns: ['tag', 'posts'],
        rows: [
          ['sql', 2],
          ['nosql', 1],
          ['sqlite', 1],
        ],
      },
    },
    {
      name: 'Case matters',
      seed: 'INSERT INTO posts VALUES (1, \'["SQL", "sql"]\'), (2, \'["Sql"]\');',
      expected: {
        columns: ['tag', 'posts'],
        rows: [
          ['SQL', 1],
          ['Sql', 1],
          ['sql', 1],
        ],
      },
    },
  ],
};
