import type { SqlProblemInput } from '../../problem-schema.ts';

export const problem: SqlProblemInput = {
  id: 'select-engineering-employees',
  language: 'sql',
  title: 'Engineers by Salary',
  topic: 'Basics',
  difficulty: 'Easy',
  description: `The \`employees\` table lists everyone at the company.

Write a query that returns the \`name\` and \`salary\` of every employee in the **Engineering** department, highest salary first. Break ties by name, A to Z.`,
  constraints: ['Columns: name, salary', 'Order: salary descending, then name ascending'],
  hints: [
    "Filter rows with `WHERE department = 'Engineering'`.",
    'Sort with `ORDER BY salary DESC, name`.',
  ],
  schema: `CREATE TABLE employees (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  department TEXT NOT NULL,
  salary INTEGER NOT NULL
);`,
  seed: `INSERT INTO employees VALUES
  (1, 'Ada', 'Engineering', 145000),
  (2, 'Grace', 'Engineering', 160000),
  (3, 'Linus', 'Operations', 98000),
  (4, 'Margaret', 'Engineering', 132000),
  (5, 'Ken', 'Sales', 87000);`,
  orderMatters: true,
  starterCode: `-- Return name and salary of Engineering employees, highest salary first.
SELECT *
FROM employees;
`,
  solution: `SELECT name, salary
FROM employees
WHERE department = 'Engineering'
ORDER BY salary DESC, name;
`,
  solutionNotes:
    'WHERE filters the rows before ORDER BY sorts them; the second sort key makes ties deterministic.',
  wrongSolutions: [
    {
      mistake: 'sorts salary ties Z to A',
      code: `SELECT name, salary FROM employees WHERE department = 'Engineering' ORDER BY salary DESC, name DESC;
`,
    },
    {
      mistake: 'sorts the lowest salary first',
      code: `SELECT name, salary FROM employees WHERE department = 'Engineering' ORDER BY salary, name;
`,
    },
    {
      mistake: 'matches the department loosely with LIKE',
      code: `SELECT name, salary FROM employees WHERE department LIKE '%engineering%' ORDER BY salary DESC, name;
`,
    },
  ],
  tests: [
    {
      name: 'Example data',
      hidden: false,
      expected: {
        columns: ['name', 'salary'],
        rows: [
          ['Grace', 160000],
          ['Ada', 145000],
          ['Margaret', 132000],
        ],
      },
    },
    {
      name: 'No engineers at all',
      seed: "INSERT INTO employees VALUES (1, 'Ken', 'Sales', 87000), (2, 'Linus', 'Operations', 98000);",
      expected: {
        columns: ['name', 'salary'],
        rows: [],
      },
    },
    {
      name: 'Salary ties are sorted by name',
      seed: `INSERT INTO employees VALUES
  (1, 'Zoe', 'Engineering', 120000),
  (2, 'Amir', 'Engineering', 120000),
  (3, 'Mia', 'Engineering', 130000);`,
      expected: {
        columns: ['name', 'salary'],
        rows: [
          ['Mia', 130000],
          ['Amir', 120000],
          ['Zoe', 120000],
        ],
      },
    },
    {
      name: 'A single engineer',
      seed: "INSERT INTO employees VALUES (1, 'Ada', 'Engineering', 145000), (2, 'Ken', 'Sales', 200000);",
      expected: {
        columns: ['name', 'salary'],
        rows: [['Ada', 145000]],
      },
    },
    {
      name: 'Department names are exact',
      seed: `INSERT INTO employees VALUES
  (1, 'Ada', 'Engineering', 145000),
  (2, 'Bo', 'Engineering Ops', 150000),
  (3, 'Cy', 'Data Engineering', 155000);`,
      expected: {
        columns: ['name', 'salary'],
        rows: [['Ada', 145000]],
      },
    },
    {
      name: 'Everyone is an engineer',
      seed: `INSERT INTO employees VALUES
  (1, 'Ada', 'Engineering', 100),
  (2, 'Bea', 'Engineering', 300),
  (3, 'Cal', 'Engineering', 200);`,
      expected: {
        columns: ['name', 'salary'],
        rows: [
          ['Bea', 300],
          ['Cal', 200],
          ['Ada', 100],
        ],
      },
    },
    {
      name: 'Namesakes with the same salary',
      seed: "INSERT INTO employees VALUES (1, 'Ada', 'Engineering', 100), (2, 'Ada', 'Engineering', 100), (3, 'Bo', 'Sales', 200);",
      expected: {
        columns: ['name', 'salary'],
        rows: [
          ['Ada', 100],
          ['Ada', 100],
        ],
      },
    },
  ],
};
