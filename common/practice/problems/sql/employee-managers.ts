import type { SqlProblemInput } from '../../problem-schema.ts';

export const problem: SqlProblemInput = {
  id: 'employee-managers',
  language: 'sql',
  title: 'Employees and Their Managers',
  topic: 'Joins',
  difficulty: 'Medium',
  description:
    "Each row of `employees` may point to its manager through `manager_id`. Return every employee as `employee` with the manager's name as `manager` (NULL when there is no manager or the manager is not in the table), sorted by employee name.",
  constraints: ['Columns: employee, manager', 'Order: employee ascending'],
  hints: [
    'Join the table to itself with two aliases: one for the employee, one for the manager.',
    'Use a LEFT JOIN so people without a manager stay in the result.',
  ],
  schema: `CREATE TABLE employees (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  manager_id INTEGER
);`,
  seed: "INSERT INTO employees VALUES (1, 'Ada', NULL), (2, 'Grace', 1), (3, 'Linus', 1), (4, 'Ken', 2);",
  orderMatters: true,
  starterCode: `SELECT name AS employee
FROM employees;
`,
  solution: `SELECT e.name AS employee, m.name AS manager
FROM employees AS e
LEFT JOIN employees AS m ON m.id = e.manager_id
ORDER BY e.name;
`,
  solutionNotes: 'A self-join: the same table plays two roles under two aliases.',
  wrongSolutions: [
    {
      mistake: 'drops people without a manager (inner join)',
      code: `SELECT e.name AS employee, m.name AS manager FROM employees AS e
JOIN employees AS m ON m.id = e.manager_id ORDER BY e.name;
`,
    },
    {
      mistake: 'joins in the wrong direction',
      code: `SELECT e.name AS employee, m.name AS manager FROM employees AS e
LEFT JOIN employees AS m ON e.id = m.manager_id ORDER BY e.name;
`,
    },
    {
      mistake: 'swaps the employee and manager columns',
      code: `SELECT m.name AS employee, e.name AS manager FROM employees AS e
LEFT JOIN employees AS m ON m.id = e.manager_id ORDER BY e.name;
`,
    },
  ],
  tests: [
    {
      name: 'Example data',
      hidden: false,
      expected: {
        columns: ['employee', 'manager'],
        rows: [
          ['Ada', null],
          ['Grace', 'Ada'],
          ['Ken', 'Grace'],
          ['Linus', 'Ada'],
        ],
      },
    },
    {
      name: 'A single person',
      seed: "INSERT INTO employees VALUES (1, 'Solo', NULL);",
      expected: {
        columns: ['employee', 'manager'],
        rows: [['Solo', null]],
      },
    },
    {
      name: 'A long chain',
      seed: "INSERT INTO employees VALUES (1, 'A', NULL), (2, 'B', 1), (3, 'C', 2), (4, 'D', 3);",
      expected: {
        columns: ['employee', 'manager'],
        rows: [
          ['A', null],
          ['B', 'A'],
          ['C', 'B'],
          ['D', 'C'],
        ],
      },
    },
    {
      name: 'The manager left the company',
      seed: "INSERT INTO employees VALUES (1, 'X', 99);",
      expected: {
        columns: ['employee', 'manager'],
        rows: [['X', null]],
      },
    },
    {
      name: 'Two people at the top',
      seed: "INSERT INTO employees VALUES (1, 'Root1', NULL), (2, 'Root2', NULL), (3, 'Kid', 2);",
      expected: {
        columns: ['employee', 'manager'],
        rows: [
          ['Kid', 'Root2'],
          ['Root1', null],
          ['Root2', null],
        ],
      },
    },
    {
      name: 'Empty table',
      seed: '',
      expected: {
        columns: ['employee', 'manager'],
        rows: [],
      },
    },
    {
      name: 'Namesakes with different managers',
      seed: "INSERT INTO employees VALUES (1, 'Boss', NULL), (2, 'Sam', 1), (3, 'Sam', 2);",
      expected: {
        columns: ['employee', 'manager'],
        rows: [
          ['Boss', null],
          ['Sam', 'Boss'],
          ['Sam', 'Sam'],
        ],
      },
    },
  ],
};
