import type { SqlProblemInput } from '../../problem-schema.ts';

export const problem: SqlProblemInput = {
  id: 'average-salary-by-department',
  language: 'sql',
  title: 'Headcount and Average Salary',
  topic: 'Aggregation & HAVING',
  difficulty: 'Easy',
  description:
    'For each `department`, return its `headcount` and `avg_salary` rounded to 2 decimals, sorted by department name.',
  constraints: ['Columns: department, headcount, avg_salary', 'Order: department ascending'],
  hints: [
    '`COUNT(*)` and `AVG(salary)` with `GROUP BY department`.',
    'SUM(salary) / COUNT(*) on integers is integer division in SQLite: AVG returns a real number.',
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
  starterCode: `SELECT department
FROM employees;
`,
  solution: `SELECT department, COUNT(*) AS headcount, ROUND(AVG(salary), 2) AS avg_salary
FROM employees
GROUP BY department
ORDER BY department;
`,
  wrongSolutions: [
    {
      mistake: 'divides with integer arithmetic',
      code: `SELECT department, COUNT(*) AS headcount, ROUND(SUM(salary) / COUNT(*), 2) AS avg_salary
FROM employees
GROUP BY department
ORDER BY department;
`,
    },
    {
      mistake: 'sorts by headcount instead of department',
      code: `SELECT department, COUNT(*) AS headcount, ROUND(AVG(salary), 2) AS avg_salary
FROM employees
GROUP BY department
ORDER BY headcount DESC, department;
`,
    },
    {
      mistake: 'does not round the average',
      code: `SELECT department, COUNT(*) AS headcount, AVG(salary) AS avg_salary
FROM employees
GROUP BY department
ORDER BY department;
`,
    },
  ],
  tests: [
    {
      name: 'Example data',
      hidden: false,
      expected: {
        columns: ['department', 'headcount', 'avg_salary'],
        rows: [
          ['Engineering', 3, 145666.67],
          ['Operations', 1, 98000],
          ['Sales', 2, 89000],
        ],
      },
    },
    {
      name: 'Empty table',
      seed: '',
      expected: {
        columns: ['department', 'headcount', 'avg_salary'],
        rows: [],
      },
    },
    {
      name: 'Half units',
      seed: "INSERT INTO employees VALUES (1, 'A', 'X', 10), (2, 'B', 'X', 11);",
      expected: {
        columns: ['department', 'headcount', 'avg_salary'],
        rows: [['X', 2, 10.5]],
      },
    },
    {
      name: 'Repeating decimals are rounded',
      seed: "INSERT INTO employees VALUES (1, 'A', 'D', 1), (2, 'B', 'D', 1), (3, 'C', 'D', 2);",
      expected: {
        columns: ['department', 'headcount', 'avg_salary'],
        rows: [['D', 3, 1.33]],
      },
    },
    {
      name: 'Integer division trap',
      seed: "INSERT INTO employees VALUES (1, 'A', 'D', 3), (2, 'B', 'D', 4);",
      expected: {
        columns: ['department', 'headcount', 'avg_salary'],
        rows: [['D', 2, 3.5]],
      },
    },
    {
      name: 'Departments come out sorted',
      seed: "INSERT INTO employees VALUES (1, 'A', 'b', 1), (2, 'B', 'a', 2), (3, 'C', 'c', 3);",
      expected: {
        columns: ['department', 'headcount', 'avg_salary'],
        rows: [
          ['a', 1, 2],
          ['b', 1, 1],
          ['c', 1, 3],
        ],
      },
    },
    {
      name: 'Namesakes in one department',
      seed: "INSERT INTO employees VALUES (1, 'Ann', 'Ops', 100), (2, 'Ann', 'Ops', 101), (3, 'Bo', 'Art', 50);",
      expected: {
        columns: ['department', 'headcount', 'avg_salary'],
        rows: [
          ['Art', 1, 50],
          ['Ops', 2, 100.5],
        ],
      },
    },
  ],
};
