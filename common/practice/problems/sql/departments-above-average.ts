import type { SqlProblemInput } from '../../problem-schema.ts';

export const problem: SqlProblemInput = {
  id: 'departments-above-average',
  language: 'sql',
  title: 'Departments Above the Company Average',
  topic: 'CTEs & Recursion',
  difficulty: 'Medium',
  description:
    'Return the departments whose average salary is **strictly above** the company-wide average salary (the average over all employees, not over departments). Columns: `department` and `avg_salary` rounded to 2 decimals, highest average first.',
  constraints: ['Columns: department, avg_salary', 'Order: avg_salary descending'],
  hints: [
    'Write one CTE for the company average and one for the department averages, then compare them.',
    'Averaging the department averages weighs a one-person department like a big one: use AVG over all employees.',
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
  starterCode: `WITH department_averages AS (
  SELECT department, AVG(salary) AS avg_salary
  FROM employees
  GROUP BY department
)
SELECT department, ROUND(avg_salary, 2) AS avg_salary
FROM department_averages
ORDER BY avg_salary DESC;
`,
  solution: `WITH company AS (
  SELECT AVG(salary) AS avg_salary FROM employees
),
department_averages AS (
  SELECT department, AVG(salary) AS avg_salary
  FROM employees
  GROUP BY department
)
SELECT d.department, ROUND(d.avg_salary, 2) AS avg_salary
FROM department_averages AS d
CROSS JOIN company AS c
WHERE d.avg_salary > c.avg_salary
ORDER BY d.avg_salary DESC;
`,
  solutionNotes: 'CTEs name each intermediate result, so the final query reads like the question.',
  wrongSolutions: [
    {
      mistake: 'compares with the average of department averages',
      code: `WITH d AS (SELECT department, AVG(salary) AS avg_salary FROM employees GROUP BY department)
SELECT department, ROUND(avg_salary, 2) AS avg_salary FROM d
WHERE avg_salary > (SELECT AVG(avg_salary) FROM d)
ORDER BY avg_salary DESC;
`,
    },
    {
      mistake: 'keeps departments equal to the average (>=)',
      code: `WITH d AS (SELECT department, AVG(salary) AS avg_salary FROM employees GROUP BY department)
SELECT department, ROUND(avg_salary, 2) AS avg_salary FROM d
WHERE avg_salary >= (SELECT AVG(salary) FROM employees)
ORDER BY avg_salary DESC;
`,
    },
    {
      mistake: 'sorts by department name',
      code: `WITH d AS (SELECT department, AVG(salary) AS avg_salary FROM employees GROUP BY department)
SELECT department, ROUND(avg_salary, 2) AS avg_salary FROM d
WHERE avg_salary > (SELECT AVG(salary) FROM employees)
ORDER BY department;
`,
    },
  ],
  tests: [
    {
      name: 'Example data',
      hidden: false,
      expected: {
        columns: ['department', 'avg_salary'],
        rows: [['Engineering', 145666.67]],
      },
    },
    {
      name: 'Empty table',
      seed: '',
      expected: {
        columns: ['department', 'avg_salary'],
        rows: [],
      },
    },
    {
      name: 'Everyone earns the same',
      seed: "INSERT INTO employees VALUES (1, 'A', 'X', 100), (2, 'B', 'Y', 100);",
      expected: {
        columns: ['department', 'avg_salary'],
        rows: [],
      },
    },
    {
      name: 'Strictly above, not equal',
      seed: "INSERT INTO employees VALUES (1, 'A', 'X', 100), (2, 'B', 'Y', 200), (3, 'C', 'Z', 300);",
      expected: {
        columns: ['department', 'avg_salary'],
        rows: [['Z', 300]],
      },
    },
    {
      name: 'The company average is weighted by people',
      seed: `INSERT INTO employees VALUES
  (1, 'A', 'A', 100), (2, 'B', 'B', 50), (3, 'C', 'B', 50), (4, 'D', 'B', 50), (5, 'E', 'B', 50), (6, 'F', 'C', 65);`,
      expected: {
        columns: ['department', 'avg_salary'],
        rows: [
          ['A', 100],
          ['C', 65],
        ],
      },
    },
    {
      name: 'Two departments above',
      seed: "INSERT INTO employees VALUES (1, 'A', 'Hi', 500), (2, 'B', 'Mid', 300), (3, 'C', 'Lo', 10), (4, 'D', 'Lo', 10);",
      expected: {
        columns: ['department', 'avg_salary'],
        rows: [
          ['Hi', 500],
          ['Mid', 300],
        ],
      },
    },
    {
      name: 'One person per department',
      seed: "INSERT INTO employees VALUES (1, 'A', 'Delta', 100), (2, 'B', 'Beta', 300), (3, 'C', 'Alpha', 250), (4, 'D', 'Gamma', 50);",
      expected: {
        columns: ['department', 'avg_salary'],
        rows: [
          ['Beta', 300],
          ['Alpha', 250],
        ],
      },
    },
  ],
};
