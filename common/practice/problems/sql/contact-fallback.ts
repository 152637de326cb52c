import type { SqlProblemInput } from '../../problem-schema.ts';

export const problem: SqlProblemInput = {
  id: 'contact-fallback',
  language: 'sql',
  title: 'Best Way to Reach Each Contact',
  topic: 'NULL Handling',
  difficulty: 'Easy',
  description:
    "Return each contact's `name` and `contact`: their phone if known, otherwise their e-mail, otherwise the text `no contact`. Empty strings count as missing, just like NULL. Sort by name.",
  constraints: ['Columns: name, contact', 'Order: name ascending'],
  hints: [
    '`COALESCE(a, b, c)` returns its first non-NULL argument.',
    "`NULLIF(phone, '')` turns an empty string into NULL so COALESCE skips it.",
  ],
  schema: `CREATE TABLE contacts (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  phone TEXT,
  email TEXT
);`,
  seed: `INSERT INTO contacts VALUES
  (1, 'Ada', '555-0100', 'ada@x.io'), (2, 'Grace', NULL, 'grace@x.io'),
  (3, 'Linus', NULL, NULL), (4, 'Ken', '', 'ken@x.io');`,
  orderMatters: true,
  starterCode: `SELECT name, COALESCE(phone, email) AS contact
FROM contacts
ORDER BY name;
`,
  solution: `SELECT name, COALESCE(NULLIF(phone, ''), NULLIF(email, ''), 'no contact') AS contact
FROM contacts
ORDER BY name;
`,
  wrongSolutions: [
    {
      mistake: 'treats empty strings as known',
      code: `SELECT name, COALESCE(phone, email, 'no contact') AS contact FROM contacts ORDER BY name;
`,
    },
    {
      mistake: 'prefers the e-mail over the phone',
      code: `SELECT name, COALESCE(NULLIF(email, ''), NULLIF(phone, ''), 'no contact') AS contact FROM contacts ORDER BY name;
`,
    },
    {
      mistake: "forgets the 'no contact' fallback",
      code: `SELECT name, COALESCE(NULLIF(phone, ''), NULLIF(email, '')) AS contact FROM contacts ORDER BY name;
`,
    },
  ],
  tests: [
    {
      name: 'Example data',
      hidden: false,
      expected: {
        columns: ['name', 'contact'],
        rows: [
          ['Ada', '555-0100'],
          ['Grace', 'grace@x.io'],
          ['Ken', 'ken@x.io'],
          ['Linus', 'no contact'],
        ],
      },
    },
    {
      name: 'No contacts',
      seed: '',
      expected: {
        columns: ['name', 'contact'],
        rows: [],
      },
    },
    {
      name: 'Both fields empty strings',
      seed: "INSERT INTO contacts VALUES (1, 'Bo', '', '');",
      expected: {
        columns: ['name', 'contact'],
        rows: [['Bo', 'no contact']],
      },
    },
    {
      name: 'Only a phone',
      seed: "INSERT INTO contacts VALUES (1, 'Cy', '555', NULL);",
      expected: {
        columns: ['name', 'contact'],
        rows: [['Cy', '555']],
      },
    },
    {
      name: 'A NULL phone and an empty e-mail',
      seed: "INSERT INTO contacts VALUES (1, 'Di', NULL, '');",
      expected: {
        columns: ['name', 'contact'],
        rows: [['Di', 'no contact']],
      },
    },
    {
      name: 'Sorted by name',
      seed: "INSERT INTO contacts VALUES (1, 'Zed', NULL, 'z@x.io'), (2, 'Amy', '111', NULL);",
      expected: {
        columns: ['name', 'contact'],
        rows: [
          ['Amy', '111'],
          ['Zed', 'z@x.io'],
        ],
      },
    },
    {
      name: 'E-mail only, and an empty phone',
      seed: "INSERT INTO contacts VALUES (1, 'Zed', NULL, 'z@example.com'), (2, 'Amy', '', 'a@example.com'), (3, 'Kim', '555', ''), (4, 'Lou', '777', 'l@example.com');",
      expected: {
        columns: ['name', 'contact'],
        rows: [
          ['Amy', 'a@example.com'],
          ['Kim', '555'],
          ['Lou', '777'],
          ['Zed', 'z@example.com'],
        ],
      },
    },
  ],
};
