import type { SqlProblemInput } from '../../problem-schema.ts';

export const problem: SqlProblemInput = {
  id: 'age-on-a-date',
  language: 'sql',
  title: 'Age on a Reference Date',
  topic: 'Dates',
  difficulty: 'Medium',
  description:
    "Return each member's `name` and `age` in whole years on **2024-03-01**, sorted by name. A birthday later in the year has not happened yet; someone born on 29 February turns a year older on 1 March in years without a leap day.",
  constraints: [
    'Columns: name, age',
    'Order: name ascending',
    'Birth dates are ISO dates before 2024-03-01',
  ],
  hints: [
    "Subtract the years, then take one off when the month-day of the birth date is after the reference month-day: `strftime('%m-%d', birth_date) > '03-01'`.",
    'Dividing the days by 365.25 is off by one around birthdays: compare the calendar parts instead.',
  ],
  schema: `CREATE TABLE members (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  birth_date TEXT NOT NULL
);`,
  seed: "INSERT INTO members VALUES (1, 'Ada', '1990-03-01'), (2, 'Bo', '1990-03-02'), (3, 'Cy', '2000-02-29'), (4, 'Di', '1985-12-31');",
  orderMatters: true,
  starterCode: `SELECT name, 2024 - CAST(strftime('%Y', birth_date) AS INTEGER) AS age
FROM members;
`,
  solution: `SELECT name,
       2024 - CAST(strftime('%Y', birth_date) AS INTEGER)
         - (strftime('%m-%d', birth_date) > '03-01') AS age
FROM members
ORDER BY name;
`,
  solutionNotes:
    'On 2024-03-01 someone born on 02-29 has had their birthday (02-29 < 03-01), and it is 2024, a leap year anyway.',
  wrongSolutions: [
    {
      mistake: 'only subtracts the years',
      code: `SELECT name, 2024 - CAST(strftime('%Y', birth_date) AS INTEGER) AS age FROM members ORDER BY name;
`,
    },
    {
      mistake: 'divides days by 365',
      code: `SELECT name, CAST((julianday('2024-03-01') - julianday(birth_date)) / 365 AS INTEGER) AS age FROM members ORDER BY name;
`,
    },
    {
      mistake: 'counts the birthday itself as not yet reached (>=)',
      code: `SELECT name, 2024 - CAST(strftime('%Y', birth_date) AS INTEGER) - (strftime('%m-%d', birth_date) >= '03-01') AS age FROM members ORDER BY name;
`,
    },
  ],
  tests: [
    {
      name: 'Example data',
      hidden: false,
      expected: {
        columns: ['name', 'age'],
        rows: [
          ['Ada', 34],
          ['Bo', 33],
          ['Cy', 24],
          ['Di', 38],
        ],
      },
    },
    {
      name: 'Birthday on the date itself',
      seed: "INSERT INTO members VALUES (1, 'Eve', '2000-03-01');",
      expected: {
        columns: ['name', 'age'],
        rows: [['Eve', 24]],
      },
    },
    {
      name: 'Birthday the day after',
      seed: "INSERT INTO members VALUES (1, 'Fay', '2000-03-02'), (2, 'Gil', '1950-03-02');",
      expected: {
        columns: ['name', 'age'],
        rows: [
          ['Fay', 23],
          ['Gil', 73],
        ],
      },
    },
    {
      name: 'No members',
      seed: '',
      expected: {
        columns: ['name', 'age'],
        rows: [],
      },
    },
    {
      name: 'Born on a leap day',
      seed: "INSERT INTO members VALUES (1, 'Hal', '1996-02-29'), (2, 'Ivy', '2004-02-29');",
      expected: {
        columns: ['name', 'age'],
        rows: [
          ['Hal', 28],
          ['Ivy', 20],
        ],
      },
    },
    {
      name: 'Born on New Year and New Year eve',
      seed: "INSERT INTO members VALUES (1, 'Jo', '1980-01-01'), (2, 'Kai', '1980-12-31');",
      expected: {
        columns: ['name', 'age'],
        rows: [
          ['Jo', 44],
          ['Kai', 43],
        ],
      },
    },
    {
      name: 'Born long ago',
      seed: "INSERT INTO members VALUES (1, 'Lu', '1924-03-01'), (2, 'Mo', '1924-03-02'), (3, 'Ned', '2023-03-01');",
      expected: {
        columns: ['name', 'age'],
        rows: [
          ['Lu', 100],
          ['Mo', 99],
          ['Ned', 1],
        ],
      },
    },
  ],
};
