import type { SqlProblemInput } from '../../problem-schema.ts';

export const problem: SqlProblemInput = {
  id: 'tumbling-window-counts-sql',
  language: 'sql',
  title: 'Five-Minute Tumbling Windows',
  topic: 'Streaming Windows',
  difficulty: 'Easy',
  description:
    'Group `readings` into 5-minute tumbling windows aligned to the clock (10:00–10:05, 10:05–10:10, …; a reading at exactly 10:05:00 belongs to the window starting 10:05). `ts` is a Unix time in seconds. Return `window_start` (Unix seconds) and `readings` for windows with at least one reading, sorted by window_start.',
  constraints: ['Columns: window_start, readings', 'Order: window_start ascending'],
  hints: [
    'Integer division rounds down for positive numbers: `ts / 300 * 300` is the start of the window.',
    'Do not round: `ROUND(ts / 300.0)` would move readings from the second half of a window into the next one.',
  ],
  schema: `CREATE TABLE readings (
  sensor TEXT NOT NULL,
  ts INTEGER NOT NULL
);`,
  seed: "INSERT INTO readings VALUES ('a', 1717236000), ('a', 1717236100), ('b', 1717236299), ('a', 1717236300), ('b', 1717236901);",
  orderMatters: true,
  starterCode: `SELECT ts AS window_start, COUNT(*) AS readings
FROM readings
GROUP BY ts;
`,
  solution: `SELECT ts / 300 * 300 AS window_start, COUNT(*) AS readings
FROM readings
GROUP BY window_start
ORDER BY window_start;
`,
  wrongSolutions: [
    {
      mistake: 'rounds to the nearest window instead of down',
      code: `SELECT CAST(ROUND(ts / 300.0) AS INTEGER) * 300 AS window_start, COUNT(*) AS readings FROM readings GROUP BY window_start ORDER BY window_start;
`,
    },
    {
      mistake: 'puts the boundary reading in the earlier window',
      code: `SELECT (ts - 1) / 300 * 300 AS window_start, COUNT(*) AS readings FROM readings GROUP BY window_start ORDER BY window_start;
`,
    },
    {
      mistake: 'counts distinct sensors instead of readings',
      code: `SELECT ts / 300 * 300 AS window_start, COUNT(DISTINCT sensor) AS readings FROM readings GROUP BY window_start ORDER BY window_start;
`,
    },
  ],
  tests: [
    {
      name: 'Example data',
      hidden: false,
      expected: {
        columns: ['window_start', 'readings'],
        rows: [
          [1717236000, 3],
          [1717236300, 1],
          [1717236900, 1],
        ],
      },
    },
    {
      name: 'Exactly on the boundary',
      seed: "INSERT INTO readings VALUES ('a', 600), ('a', 599), ('a', 900);",
      expected: {
        columns: ['window_start', 'readings'],
        rows: [
          [300, 1],
          [600, 1],
          [900, 1],
        ],
      },
    },
    {
      name: 'One sensor, many readings in a window',
      seed: "INSERT INTO readings VALUES ('s', 1000), ('s', 1001), ('s', 1002), ('s', 1199);",
      expected: {
        columns: ['window_start', 'readings'],
        rows: [[900, 4]],
      },
    },
    {
      name: 'No readings',
      seed: '',
      expected: {
        columns: ['window_start', 'readings'],
        rows: [],
      },
    },
    {
      name: 'Duplicate readings',
      seed: "INSERT INTO readings VALUES ('x', 3000), ('x', 3000), ('y', 3000);",
      expected: {
        columns: ['window_start', 'readings'],
        rows: [[3000, 3]],
      },
    },
    {
      name: 'Late readings stored out of order',
      seed: "INSERT INTO readings VALUES ('a', 2000), ('a', 1000), ('a', 1600), ('a', 1700);",
      expected: {
        columns: ['window_start', 'readings'],
        rows: [
          [900, 1],
          [1500, 2],
          [1800, 1],
        ],
      },
    },
    {
      name: 'Windows far apart',
      seed: "INSERT INTO readings VALUES ('a', 0), ('b', 86400), ('c', 86699);",
      expected: {
        columns: ['window_start', 'readings'],
        rows: [
          [0, 1],
          [86400, 2],
        ],
      },
    },
  ],
};
