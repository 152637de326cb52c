import type { SqlProblemInput } from '../../problem-schema.ts';

export const problem: SqlProblemInput = {
  id: 'top-earner-per-department',
  language: 'sql',
  title: 'Top Earner per Department',
  topic: 'Window Functions',
  difficulty: 'Medium',
  description:
    'Return the highest-paid employee of each department as `department`, `name` and `salary`. When several people share the top salary of a department, return all of them. Sort by department, then name.',
  constraints: ['Columns: department, name, salary', 'Order: department, then name'],
  hints: [
    '`RANK() OVER (PARTITION BY department ORDER BY salary DESC)` numbers the rows inside each department.',
    'Window functions cannot appear in WHERE: compute the rank in a CTE or subquery, then filter `rank = 1`. ROW_NUMBER would drop ties.',
  ],
  schema: `CREATE TABLE employees (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  department TEXT NOT NULL,
  salary INTEGER NOT NULL
);`,
  seed: `INSERT INTO employees VALUES
  (1, 'Ada', 'Engineering', 145000), (2, 'Grace', 'Engineering', 160000),
  (3, 'Linus', 'Operations', 98000), (4, 'Margaret', 'Engineering', 132000),
  (5, 'Ken', 'Sales', 87000), (6, 'Barbara', 'Sales', 91000);`,
  orderMatters: true,
  starterCode: `SELECT department, name, salary
FROM employees
ORDER BY department, name;
`,
  solution: `WITH ranked AS (
  SELECT department, name, salary,
         RANK() OVER (PARTITION BY department ORDER BY salary DESC) AS salary_rank
  FROM employees
)
SELECT department, name, salary
FROM ranked
WHERE salary_rank = 1
ORDER BY department, name;
`,
  solutionNotes:
    'RANK gives tied rows the same rank, so everyone sharing the top salary gets rank 1.',
  wrongSolutions: [
    {
      mistake: 'uses ROW_NUMBER, dropping ties',
      code: `WITH r AS (SELECT department, name, salary,
  ROW_NUMBER() OVER (PARTITION BY department ORDER BY salary DESC) AS n FROM employees)
SELECT department, name, salary FROM r WHERE n = 1 ORDER BY department, name;
`,
    },
    {
      mistake: 'uses MAX with a bare name column',
      code: `SELECT department, name, MAX(salary) AS salary FROM employees GROUP BY department ORDER BY department, name;
`,
    },
    {
      mistake: 'compares with the company-wide maximum',
      code: `SELECT department, name, salary FROM employees
WHERE salary = (SELECT MAX(salary) FROM employees) ORDER BY department, name;
`,
    },
  ],
  tests: [
    {
      name: 'Example data',
      hidden: false,
      expected: {
        columns: ['department', 'name', 'salary'],
        rows: [
          ['Engineering', 'Grace', 160000],
          ['Operations', 'Linus', 98000],
          ['Sales', 'Barbara', 91000],
        ],
      },
    },
    {
      name: 'A tie for the top salary',
      seed: "INSERT INTO employees VALUES (1, 'Amy', 'D', 100), (2, 'Bob', 'D', 100), (3, 'Cy', 'D', 90);",
      expected: {
        columns: ['department', 'name', 'salary'],
        rows: [
          ['D', 'Amy', 100],
          ['D', 'Bob', 100],
        ],
      },
    },
    {
      name: 'Empty table',
      seed: '',
      expected: {
        columns: ['department', 'name', 'salary'],
        rows: [],
      },
    },
    {
      name: 'One person per department',
      seed: "INSERT INTO employees VALUES (1, 'A', 'X', 5), (2, 'B', 'Y', 6);",
      expected: {
        columns: ['department', 'name', 'salary'],
        rows: [
          ['X', 'A', 5],
          ['Y', 'B', 6],
        ],
      },
    },
    {
      name: 'Zero and negative salaries',
      seed: "INSERT INTO employees VALUES (1, 'A', 'Z', 0), (2, 'B', 'Z', -5);",
      expected: {
        columns: ['department', 'name', 'salary'],
        rows: [['Z', 'A', 0]],
      },
    },
    {
      name: 'Only the top, not the runner-up',
      seed: "INSERT INTO employees VALUES (1, 'Top', 'D', 300), (2, 'Mid', 'D', 200), (3, 'Low', 'D', 100), (4, 'Solo', 'E', 50);",
      expected: {
        columns: ['department', 'name', 'salary'],
        rows: [
          ['D', 'Top', 300],
          ['E', 'Solo', 50],
        ],
      },
    },
    {
      name: 'A three-way tie',
      seed: "INSERT INTO employees VALUES (1, 'Cy', 'Q', 70), (2, 'Al', 'Q', 70), (3, 'Bo', 'Q', 70), (4, 'Di', 'R', 10);",
      expected: {
        columns: ['department', 'name', 'salary'],
        rows: [
          ['Q', 'Al', 70],
          ['Q', 'Bo', 70],
          ['Q', 'Cy', 70],
          ['R', 'Di', 10],
        ],
      },
    },
  ],
};
