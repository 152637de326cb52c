import type { SqlProblemInput } from '../../problem-schema.ts';

export const problem: SqlProblemInput = {
  id: 'normalize-phone-numbers-sql',
  language: 'sql',
  title: 'Normalise Phone Numbers',
  topic: 'Data Cleaning',
  difficulty: 'Medium',
  description:
    'Phone numbers were typed by hand: `(555) 123-4567`, `555.123.4567`, ` 555 123 4567 `, `+1 555-123-4567`. Return `contact_id` and `phone`: the digits only, without a leading country code `1` when there are 11 digits, and NULL unless exactly 10 digits remain. Sort by contact_id.',
  constraints: ['Columns: contact_id, phone', 'Order: contact_id ascending'],
  hints: [
    'Strip the separators with nested `replace()` calls: spaces, `-`, `.`, `(`, `)` and `+`.',
    "Then: 11 digits starting with `1` → drop the first; keep the result only if `length(...) = 10` and it has no other characters (`NOT GLOB '*[^0-9]*'`).",
  ],
  schema: `CREATE TABLE contacts (
  id INTEGER PRIMARY KEY,
  raw_phone TEXT
);`,
  seed: "INSERT INTO contacts VALUES (1, '(555) 123-4567'), (2, '555.123.4567'), (3, '+1 555-123-4567'), (4, '12345'), (5, NULL);",
  orderMatters: true,
  starterCode: `SELECT id AS contact_id, raw_phone AS phone
FROM contacts;
`,
  solution: `WITH digits AS (
  SELECT id,
         replace(replace(replace(replace(replace(replace(raw_phone, ' ', ''), '-', ''), '.', ''), '(', ''), ')', ''), '+', '') AS d
  FROM contacts
),
trimmed AS (
  SELECT id, CASE WHEN length(d) = 11 AND substr(d, 1, 1) = '1' THEN substr(d, 2) ELSE d END AS d
  FROM digits
)
SELECT id AS contact_id,
       CASE WHEN length(d) = 10 AND d NOT GLOB '*[^0-9]*' THEN d END AS phone
FROM trimmed
ORDER BY id;
`,
  wrongSolutions: [
    {
      mistake: 'keeps the country code',
      code: `WITH d AS (SELECT id, replace(replace(replace(replace(replace(replace(raw_phone, ' ', ''), '-', ''), '.', ''), '(', ''), ')', ''), '+', '') AS d FROM contacts)
SELECT id AS contact_id, CASE WHEN length(d) IN (10, 11) AND d NOT GLOB '*[^0-9]*' THEN d END AS phone FROM d ORDER BY id;
`,
    },
    {
      mistake: 'accepts letters and other junk of the right length',
      code: `WITH d AS (SELECT id, replace(replace(replace(replace(replace(replace(raw_phone, ' ', ''), '-', ''), '.', ''), '(', ''), ')', ''), '+', '') AS d FROM contacts),
t AS (SELECT id, CASE WHEN length(d) = 11 AND substr(d, 1, 1) = '1' THEN substr(d, 2) ELSE d END AS d FROM d)
SELECT id AS contact_id, CASE WHEN length(d) = 10 THEN d END AS phone FROM t ORDER BY id;
`,
    },
    {
      mistake: 'drops any leading 1, even from 10-digit numbers',
      code: `WITH d AS (SELECT id, replace(replace(replace(replace(replace(replace(raw_phone, ' ', ''), '-', ''), '.', ''), '(', ''), ')', ''), '+', '') AS d FROM contacts),
t AS (SELECT id, CASE WHEN substr(d, 1, 1) = '1' THEN substr(d, 2) ELSE d END AS d FROM d)
SELECT id AS contact_id, CASE WHEN length(d) = 10 AND d NOT GLOB '*[^0-9]*' THEN d END AS phone FROM t ORDER BY id;
`,
    },
  ],
  tests: [
    {
      name: 'Example data',
      hidden: false,
      expected: {
        columns: ['contact_id', 'phone'],
        rows: [
          [1, '5551234567'],
          [2, '5551234567'],
          [3, '5551234567'],
          [4, null],
          [5, null],
        ],
      },
    },
    {
      name: 'Letters in the number',
      seed: "INSERT INTO contacts VALUES (1, '555-CALL-NOW'), (2, '555-123-456X');",
      expected: {
        columns: ['contact_id', 'phone'],
        rows: [
          [1, null],
          [2, null],
        ],
      },
    },
    {
      name: 'A 10-digit number starting with 1',
      seed: "INSERT INTO contacts VALUES (1, '123 456 7890'), (2, '1 (234) 567-8901');",
      expected: {
        columns: ['contact_id', 'phone'],
        rows: [
          [1, '1234567890'],
          [2, '2345678901'],
        ],
      },
    },
    {
      name: 'No contacts',
      seed: '',
      expected: {
        columns: ['contact_id', 'phone'],
        rows: [],
      },
    },
    {
      name: 'Empty and NULL values',
      seed: "INSERT INTO contacts VALUES (1, ''), (2, NULL), (3, '   ');",
      expected: {
        columns: ['contact_id', 'phone'],
        rows: [
          [1, null],
          [2, null],
          [3, null],
        ],
      },
    },
    {
      name: '11 digits not starting with 1',
      seed: "INSERT INTO contacts VALUES (1, '25551234567'), (2, '+44 20 7946 0958');",
      expected: {
        columns: ['contact_id', 'phone'],
        rows: [
          [1, null],
          [2, null],
        ],
      },
    },
    {
      name: 'Spaces around the number',
      seed: "INSERT INTO contacts VALUES (2, '  555 123 4567  '), (1, '555.123.4567');",
      expected: {
        columns: ['contact_id', 'phone'],
        rows: [
          [1, '5551234567'],
          [2, '5551234567'],
        ],
      },
    },
  ],
};
