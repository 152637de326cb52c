import type { SqlProblemInput } from '../../problem-schema.ts';

export const problem: SqlProblemInput = {
  id: 'events-per-utc-day',
  language: 'sql',
  title: 'Events per UTC Day',
  topic: 'Dates',
  difficulty: 'Medium',
  description:
    'Clients send `occurred_at` as ISO-8601 text **with their UTC offset**, e.g. `2024-03-10T23:30:00-05:00`. Count the events per **UTC** calendar day: return `utc_day` (`YYYY-MM-DD`) and `events`, sorted by day.',
  constraints: ['Columns: utc_day, events', 'Order: utc_day ascending'],
  hints: [
    "SQLite's date functions understand a trailing `±HH:MM` and convert to UTC: `date('2024-03-10T23:30:00-05:00')` is `2024-03-11`.",
    '`substr(occurred_at, 1, 10)` is the local day, not the UTC one.',
  ],
  schema: `CREATE TABLE events (
  id INTEGER PRIMARY KEY,
  occurred_at TEXT NOT NULL
);`,
  seed: `INSERT INTO events VALUES (1, '2024-03-10T23:30:00-05:00'), (2, '2024-03-11T01:00:00+00:00'), (3, '2024-03-11T08:15:00+09:00'),
  (4, '2024-03-10T12:00:00Z');`,
  orderMatters: true,
  starterCode: `SELECT substr(occurred_at, 1, 10) AS utc_day, COUNT(*) AS events
FROM events
GROUP BY utc_day;
`,
  solution: `SELECT date(occurred_at) AS utc_day, COUNT(*) AS events
FROM events
GROUP BY utc_day
ORDER BY utc_day;
`,
  wrongSolutions: [
    {
      mistake: 'takes the local day from the text',
      code: `SELECT substr(occurred_at, 1, 10) AS utc_day, COUNT(*) AS events FROM events GROUP BY utc_day ORDER BY utc_day;
`,
    },
    {
      mistake: 'applies the offset with the wrong sign',
      code: `SELECT date(substr(occurred_at, 1, 19), CASE WHEN length(occurred_at) > 20 THEN (CASE substr(occurred_at, 20, 1) WHEN '-' THEN '-' ELSE '+' END) || CAST(substr(occurred_at, 21, 2) AS INTEGER) || ' hours' ELSE '+0 hours' END) AS utc_day,
  COUNT(*) AS events FROM events GROUP BY utc_day ORDER BY utc_day;
`,
    },
    {
      mistake: 'drops the offset and the Z, reading local times as UTC',
      code: `SELECT date(substr(occurred_at, 1, 19)) AS utc_day, COUNT(*) AS events FROM events GROUP BY utc_day ORDER BY utc_day;
`,
    },
  ],
  tests: [
    {
      name: 'Example data',
      hidden: false,
      expected: {
        columns: ['utc_day', 'events'],
        rows: [
          ['2024-03-10', 2],
          ['2024-03-11', 2],
        ],
      },
    },
    {
      name: 'Ahead of UTC pushes back a day',
      seed: "INSERT INTO events VALUES (1, '2024-01-01T05:00:00+09:00'), (2, '2024-01-01T10:00:00+09:00');",
      expected: {
        columns: ['utc_day', 'events'],
        rows: [
          ['2023-12-31', 1],
          ['2024-01-01', 1],
        ],
      },
    },
    {
      name: 'Behind UTC across a year end',
      seed: "INSERT INTO events VALUES (1, '2023-12-31T20:00:00-05:00'), (2, '2023-12-31T18:00:00-05:00');",
      expected: {
        columns: ['utc_day', 'events'],
        rows: [
          ['2023-12-31', 1],
          ['2024-01-01', 1],
        ],
      },
    },
    {
      name: 'No events',
      seed: '',
      expected: {
        columns: ['utc_day', 'events'],
        rows: [],
      },
    },
    {
      name: 'Half-hour offsets',
      seed: "INSERT INTO events VALUES (1, '2024-06-01T05:00:00+05:30'), (2, '2024-06-01T05:45:00+05:30');",
      expected: {
        columns: ['utc_day', 'events'],
        rows: [
          ['2024-05-31', 1],
          ['2024-06-01', 1],
        ],
      },
    },
    {
      name: 'All in UTC already',
      seed: "INSERT INTO events VALUES (1, '2024-02-28T23:59:59Z'), (2, '2024-02-29T00:00:00Z'), (3, '2024-02-29T00:00:00+00:00');",
      expected: {
        columns: ['utc_day', 'events'],
        rows: [
          ['2024-02-28', 1],
          ['2024-02-29', 2],
        ],
      },
    },
    {
      name: 'Across a leap day from behind UTC',
      seed: "INSERT INTO events VALUES (1, '2024-02-28T22:00:00-03:00'), (2, '2024-02-29T22:00:00-03:00');",
      expected: {
        columns: ['utc_day', 'events'],
        rows: [
          ['2024-02-29', 1],
          ['2024-03-01', 1],
        ],
      },
    },
  ],
};
