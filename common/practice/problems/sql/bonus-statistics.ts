import type { SqlProblemInput } from '../../problem-schema.ts';

export const problem: SqlProblemInput = {
  id: 'bonus-statistics',
  language: 'sql',
  title: 'Bonus Statistics with Missing Values',
  topic: 'NULL Handling',
  difficulty: 'Medium',
  description: `Some employees have no bonus (NULL). Return a single row with:

- \`employees\`: how many employees there are;
- \`with_bonus\`: how many have a bonus (0 counts as a bonus);
- \`avg_bonus_paid\`: the average bonus over those who have one;
- \`avg_bonus_all\`: the average over everyone, counting a missing bonus as 0.

Round both averages to 2 decimals. With no data, the counts are 0 and the averages NULL; with no bonuses at all, \`avg_bonus_paid\` is NULL and \`avg_bonus_all\` is 0.`,
  constraints: ['Columns: employees, with_bonus, avg_bonus_paid, avg_bonus_all', 'Exactly one row'],
  hints: [
    '`COUNT(*)` counts rows; `COUNT(bonus)` counts non-NULL values.',
    '`AVG(bonus)` ignores NULLs; `AVG(COALESCE(bonus, 0))` counts them as zero.',
  ],
  schema: `CREATE TABLE employees (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  bonus REAL
);`,
  seed: "INSERT INTO employees VALUES (1, 'Ada', 1000), (2, 'Grace', NULL), (3, 'Linus', 500), (4, 'Ken', NULL);",
  orderMatters: false,
  starterCode: `SELECT COUNT(*) AS employees, COUNT(*) AS with_bonus,
       AVG(bonus) AS avg_bonus_paid, AVG(bonus) AS avg_bonus_all
FROM employees;
`,
  solution: `SELECT COUNT(*) AS employees,
       COUNT(bonus) AS with_bonus,
       ROUND(AVG(bonus), 2) AS avg_bonus_paid,
       ROUND(AVG(COALESCE(bonus, 0)), 2) AS avg_bonus_all
FROM employees;
`,
  solutionNotes:
    'Aggregates skip NULLs unless you replace them; decide deliberately which average the business means.',
  wrongSolutions: [
    {
      mistake: 'treats a missing bonus as 0 in both averages',
      code: `SELECT COUNT(*) AS employees, COUNT(bonus) AS with_bonus,
       ROUND(AVG(COALESCE(bonus, 0)), 2) AS avg_bonus_paid,
       ROUND(AVG(COALESCE(bonus, 0)), 2) AS avg_bonus_all
FROM employees;
`,
    },
    {
      mistake: 'counts every row as having a bonus',
      code: `SELECT COUNT(*) AS employees, COUNT(*) AS with_bonus,
       ROUND(AVG(bonus), 2) AS avg_bonus_paid,
       ROUND(AVG(COALESCE(bonus, 0)), 2) AS avg_bonus_all
FROM employees;
`,
    },
    {
      mistake: 'skips missing bonuses in the all-employee average',
      code: `SELECT COUNT(*) AS employees, COUNT(bonus) AS with_bonus,
       ROUND(AVG(bonus), 2) AS avg_bonus_paid,
       ROUND(AVG(bonus), 2) AS avg_bonus_all
FROM employees;
`,
    },
  ],
  tests: [
    {
      name: 'Example data',
      hidden: false,
      expected: {
        columns: ['employees', 'with_bonus', 'avg_bonus_paid', 'avg_bonus_all'],
        rows: [[4, 2, 750, 375]],
      },
    },
    {
      name: 'No employees',
      seed: '',
      expected: {
        columns: ['employees', 'with_bonus', 'avg_bonus_paid', 'avg_bonus_all'],
        rows: [[0, 0, null, null]],
      },
    },
    {
      name: 'Nobody has a bonus',
      seed: "INSERT INTO employees VALUES (1, 'A', NULL), (2, 'B', NULL);",
      expected: {
        columns: ['employees', 'with_bonus', 'avg_bonus_paid', 'avg_bonus_all'],
        rows: [[2, 0, null, 0]],
      },
    },
    {
      name: 'Everyone has a bonus',
      seed: "INSERT INTO employees VALUES (1, 'A', 100), (2, 'B', 200), (3, 'C', 400);",
      expected: {
        columns: ['employees', 'with_bonus', 'avg_bonus_paid', 'avg_bonus_all'],
        rows: [[3, 3, 233.33, 233.33]],
      },
    },
    {
      name: 'A bonus of zero is still a bonus',
      seed: "INSERT INTO employees VALUES (1, 'A', 0), (2, 'B', NULL);",
      expected: {
        columns: ['employees', 'with_bonus', 'avg_bonus_paid', 'avg_bonus_all'],
        rows: [[2, 1, 0, 0]],
      },
    },
    {
      name: 'Rounding the averages',
      seed: "INSERT INTO employees VALUES (1, 'A', 10), (2, 'B', NULL), (3, 'C', NULL);",
      expected: {
        columns: ['employees', 'with_bonus', 'avg_bonus_paid', 'avg_bonus_all'],
        rows: [[3, 1, 10, 3.33]],
      },
    },
    {
      name: 'A negative bonus (claw-back)',
      seed: "INSERT INTO employees VALUES (1, 'A', -50), (2, 'B', NULL), (3, 'C', 150);",
      expected: {
        columns: ['employees', 'with_bonus', 'avg_bonus_paid', 'avg_bonus_all'],
        rows: [[3, 2, 50, 33.33]],
      },
    },
  ],
};
