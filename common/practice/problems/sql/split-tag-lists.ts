import type { SqlProblemInput } from '../../problem-schema.ts';

export const problem: SqlProblemInput = {
  id: 'split-tag-lists',
  language: 'sql',
  title: 'Split Comma-Separated Tags',
  topic: 'CTEs & Recursion',
  difficulty: 'Medium',
  description:
    '`articles.tags` is a comma-separated list such as `sql, data ,etl` (spaces around tags vary; empty entries like `a,,b` and a NULL list mean no tag). Return one row per article and tag as `article_id` and `tag` (trimmed, lower case), without repeating a tag within an article. Sort by article_id, then tag.',
  constraints: ['Columns: article_id, tag', 'Order: article_id, then tag'],
  hints: [
    "A recursive CTE can peel off one tag at a time: the text before the first comma (`instr(rest, ',')`) and the rest after it.",
    "Append a comma to the list first (`tags || ','`) so the last tag is handled like the others.",
    "Finish with `SELECT DISTINCT … WHERE tag <> ''`.",
  ],
  schema: `CREATE TABLE articles (
  id INTEGER PRIMARY KEY,
  tags TEXT
);`,
  seed: "INSERT INTO articles VALUES (1, 'sql, data ,etl'), (2, 'Python'), (3, NULL);",
  orderMatters: true,
  starterCode: `SELECT id AS article_id, tags AS tag
FROM articles;
`,
  solution: `WITH RECURSIVE parts(article_id, tag, rest) AS (
  SELECT id, NULL, tags || ',' FROM articles WHERE tags IS NOT NULL
  UNION ALL
  SELECT article_id,
         lower(trim(substr(rest, 1, instr(rest, ',') - 1))),
         substr(rest, instr(rest, ',') + 1)
  FROM parts
  WHERE rest <> ''
)
SELECT DISTINCT article_id, tag
FROM parts
WHERE tag IS NOT NULL AND tag <> ''
ORDER BY article_id, tag;
`,
  wrongSolutions: [
    {
      mistake: 'does not trim the spaces',
      code: `WITH RECURSIVE p(article_id, tag, rest) AS (SELECT id, NULL, tags || ',' FROM articles WHERE tags IS NOT NULL
  UNION ALL SELECT article_id, lower(substr(rest, 1, instr(rest, ',') - 1)), substr(rest, instr(rest, ',') + 1) FROM p WHERE rest <> '')
SELECT DISTINCT article_id, tag FROM p WHERE tag IS NOT NULL AND tag <> '' ORDER BY article_id, tag;
`,
    },
    {
      mistake: 'keeps empty entries',
      code: `WITH RECURSIVE p(article_id, tag, rest) AS (SELECT id, NULL, tags || ',' FROM articles WHERE tags IS NOT NULL
  UNION ALL SELECT article_id, lower(trim(substr(rest, 1, instr(rest, ',') - 1))), substr(rest, instr(rest, ',') + 1) FROM p WHERE rest <> '')
SELECT DISTINCT article_id, tag FROM p WHERE tag IS NOT NULL ORDER BY article_id, tag;
`,
    },
    {
      mistake: 'repeats a tag listed twice',
      code: `WITH RECURSIVE p(article_id, tag, rest) AS (SELECT id, NULL, tags || ',' FROM articles WHERE tags IS NOT NULL
  UNION ALL SELECT article_id, lower(trim(substr(rest, 1, instr(rest, ',') - 1))), substr(rest, instr(rest, ',') + 1) FROM p WHERE rest <> '')
SELECT article_id, tag FROM p WHERE tag IS NOT NULL AND tag <> '' ORDER BY article_id, tag;
`,
    },
    {
      mistake: 'keeps the original letter case',
      code: `WITH RECURSIVE p(article_id, tag, rest) AS (SELECT id, NULL, tags || ',' FROM articles WHERE tags IS NOT NULL
  UNION ALL SELECT article_id, trim(substr(rest, 1, instr(rest, ',') - 1)), substr(rest, instr(rest, ',') + 1) FROM p WHERE rest <> '')
SELECT DISTINCT article_id, tag FROM p WHERE tag IS NOT NULL AND tag <> '' ORDER BY article_id, tag;
`,
    },
  ],
  tests: [
    {
      name: 'Example data',
      hidden: false,
      expected: {
        columns: ['article_id', 'tag'],
        rows: [
          [1, 'data'],
          [1, 'etl'],
          [1, 'sql'],
          [2, 'python'],
        ],
      },
    },
    {
      name: 'Empty entries between commas',
      seed: "INSERT INTO articles VALUES (1, 'a,,b,');",
      expected: {
        columns: ['article_id', 'tag'],
        rows: [
          [1, 'a'],
          [1, 'b'],
        ],
      },
    },
    {
      name: 'A tag repeated with other case',
      seed: "INSERT INTO articles VALUES (1, 'ETL, etl ,Etl');",
      expected: {
        columns: ['article_id', 'tag'],
        rows: [[1, 'etl']],
      },
    },
    {
      name: 'No articles',
      seed: '',
      expected: {
        columns: ['article_id', 'tag'],
        rows: [],
      },
    },
    {
      name: 'Only NULL and empty lists',
      seed: "INSERT INTO articles VALUES (1, NULL), (2, ''), (3, ' , ');",
      expected: {
        columns: ['article_id', 'tag'],
        rows: [],
      },
    },
    {
      name: 'Spaces inside a tag are kept',
      seed: "INSERT INTO articles VALUES (1, ' data engineering , ml ');",
      expected: {
        columns: ['article_id', 'tag'],
        rows: [
          [1, 'data engineering'],
          [1, 'ml'],
        ],
      },
    },
    {
      name: 'Several articles unsorted',
      seed: "INSERT INTO articles VALUES (3, 'z,a'), (1, 'm'), (2, 'b, a');",
      expected: {
        columns: ['article_id', 'tag'],
        rows: [
          [1, 'm'],
          [2, 'a'],
          [2, 'b'],
          [3, 'a'],
          [3, 'z'],
        ],
      },
    },
  ],
};
