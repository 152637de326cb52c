import type { SqlProblemInput } from '../../problem-schema.ts';

export const problem: SqlProblemInput = {
  id: 'standardize-country-codes',
  language: 'sql',
  title: 'Standardise Country Codes',
  topic: 'Data Cleaning',
  difficulty: 'Easy',
  description:
    'Sign-ups typed their country freely. Map `country` to a code after trimming and ignoring case: `us`, `usa`, `united states` → `US`; `uk`, `gb`, `united kingdom` → `GB`; `de`, `germany` → `DE`; anything else (including NULL) → `OTHER`. Return `code` and `users` (how many sign-ups), sorted by code.',
  constraints: ['Columns: code, users', 'Order: code ascending'],
  hints: [
    'Normalise first: `lower(trim(country))`.',
    "Then `CASE … WHEN IN ('us', 'usa', 'united states') THEN 'US' … ELSE 'OTHER' END`; NULL falls to ELSE.",
  ],
  schema: `CREATE TABLE signups (
  id INTEGER PRIMARY KEY,
  country TEXT
);`,
  seed: "INSERT INTO signups VALUES (1, 'USA'), (2, ' us '), (3, 'United States'), (4, 'uk'), (5, 'Germany'), (6, 'France'), (7, NULL);",
  orderMatters: true,
  starterCode: `SELECT country AS code, COUNT(*) AS users
FROM signups
GROUP BY country;
`,
  solution: `SELECT CASE
         WHEN lower(trim(country)) IN ('us', 'usa', 'united states') THEN 'US'
         WHEN lower(trim(country)) IN ('uk', 'gb', 'united kingdom') THEN 'GB'
         WHEN lower(trim(country)) IN ('de', 'germany') THEN 'DE'
         ELSE 'OTHER'
       END AS code,
       COUNT(*) AS users
FROM signups
GROUP BY code
ORDER BY code;
`,
  wrongSolutions: [
    {
      mistake: 'does not trim spaces',
      code: `SELECT CASE WHEN lower(country) IN ('us', 'usa', 'united states') THEN 'US' WHEN lower(country) IN ('uk', 'gb', 'united kingdom') THEN 'GB' WHEN lower(country) IN ('de', 'germany') THEN 'DE' ELSE 'OTHER' END AS code,
  COUNT(*) AS users FROM signups GROUP BY code ORDER BY code;
`,
    },
    {
      mistake: 'compares case-sensitively',
      code: `SELECT CASE WHEN trim(country) IN ('us', 'usa', 'united states') THEN 'US' WHEN trim(country) IN ('uk', 'gb', 'united kingdom') THEN 'GB' WHEN trim(country) IN ('de', 'germany') THEN 'DE' ELSE 'OTHER' END AS code,
  COUNT(*) AS users FROM signups GROUP BY code ORDER BY code;
`,
    },
    {
      mistake: 'drops NULL countries instead of counting them as OTHER',
      code: `SELECT CASE WHEN lower(trim(country)) IN ('us', 'usa', 'united states') THEN 'US' WHEN lower(trim(country)) IN ('uk', 'gb', 'united kingdom') THEN 'GB' WHEN lower(trim(country)) IN ('de', 'germany') THEN 'DE' ELSE 'OTHER' END AS code,
  COUNT(*) AS users FROM signups WHERE country IS NOT NULL GROUP BY code ORDER BY code;
`,
    },
  ],
  tests: [
    {
      name: 'Example data',
      hidden: false,
      expected: {
        columns: ['code', 'users'],
        rows: [
          ['DE', 1],
          ['GB', 1],
          ['OTHER', 2],
          ['US', 3],
        ],
      },
    },
    {
      name: 'Only NULL countries',
      seed: 'INSERT INTO signups VALUES (1, NULL), (2, NULL);',
      expected: {
        columns: ['code', 'users'],
        rows: [['OTHER', 2]],
      },
    },
    {
      name: 'Shouting and spaces',
      seed: "INSERT INTO signups VALUES (1, '  UNITED KINGDOM'), (2, 'Gb'), (3, 'DE  ');",
      expected: {
        columns: ['code', 'users'],
        rows: [
          ['DE', 1],
          ['GB', 2],
        ],
      },
    },
    {
      name: 'No sign-ups',
      seed: '',
      expected: {
        columns: ['code', 'users'],
        rows: [],
      },
    },
    {
      name: 'Near misses are OTHER',
      seed: "INSERT INTO signups VALUES (1, 'U.S.'), (2, 'England'), (3, 'usa'), (4, 'deutschland');",
      expected: {
        columns: ['code', 'users'],
        rows: [
          ['OTHER', 3],
          ['US', 1],
        ],
      },
    },
    {
      name: 'Empty strings',
      seed: "INSERT INTO signups VALUES (1, ''), (2, ' '), (3, 'Us');",
      expected: {
        columns: ['code', 'users'],
        rows: [
          ['OTHER', 2],
          ['US', 1],
        ],
      },
    },
    {
      name: 'Every code present',
      seed: "INSERT INTO signups VALUES (1, 'germany'), (2, 'uk'), (3, 'usa'), (4, 'Peru');",
      expected: {
        columns: ['code', 'users'],
        rows: [
          ['DE', 1],
          ['GB', 1],
          ['OTHER', 1],
          ['US', 1],
        ],
      },
    },
  ],
};
