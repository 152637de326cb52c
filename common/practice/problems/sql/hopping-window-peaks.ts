import type { SqlProblemInput } from '../../problem-schema.ts';

export const problem: SqlProblemInput = {
  id: 'hopping-window-peaks',
  language: 'sql',
  title: 'Hopping Window Peaks',
  topic: 'Streaming Windows',
  difficulty: 'Hard',
  description:
    'Compute 10-minute windows that **hop every 5 minutes** over `temperatures` (`ts` in Unix seconds): a window starting at `s` (a multiple of 300) covers `s <= ts < s + 600`, so every reading falls into two windows. Return `window_start` and `max_temp` for every window containing at least one reading, sorted by window_start.',
  constraints: ['Columns: window_start, max_temp', 'Order: window_start ascending'],
  hints: [
    'Each reading belongs to the window starting at `ts / 300 * 300` and to the one starting 300 seconds earlier.',
    'Produce both rows per reading with UNION ALL, then GROUP BY window_start.',
  ],
  schema: `CREATE TABLE temperatures (
  ts INTEGER NOT NULL,
  temp REAL NOT NULL
);`,
  seed: 'INSERT INTO temperatures VALUES (1000, 20.5), (1250, 22.0), (1500, 19.0), (2100, 25.5);',
  orderMatters: true,
  starterCode: `SELECT ts / 600 * 600 AS window_start, MAX(temp) AS max_temp
FROM temperatures
GROUP BY window_start;
`,
  solution: `WITH assigned AS (
  SELECT ts / 300 * 300 AS window_start, temp FROM temperatures
  UNION ALL
  SELECT ts / 300 * 300 - 300, temp FROM temperatures
)
SELECT window_start, MAX(temp) AS max_temp
FROM assigned
GROUP BY window_start
ORDER BY window_start;
`,
  wrongSolutions: [
    {
      mistake: 'uses tumbling 10-minute windows',
      code: `SELECT ts / 600 * 600 AS window_start, MAX(temp) AS max_temp FROM temperatures GROUP BY window_start ORDER BY window_start;
`,
    },
    {
      mistake: 'puts each reading in the next window instead of the previous one',
      code: `WITH a AS (SELECT ts / 300 * 300 AS window_start, temp FROM temperatures UNION ALL SELECT ts / 300 * 300 + 300, temp FROM temperatures)
SELECT window_start, MAX(temp) AS max_temp FROM a GROUP BY window_start ORDER BY window_start;
`,
    },
    {
      mistake: 'averages the window instead of taking its maximum',
      code: `WITH a AS (SELECT ts / 300 * 300 AS window_start, temp FROM temperatures UNION ALL SELECT ts / 300 * 300 - 300, temp FROM temperatures)
SELECT window_start, AVG(temp) AS max_temp FROM a GROUP BY window_start ORDER BY window_start;
`,
    },
  ],
  tests: [
    {
      name: 'Example data',
      hidden: false,
      expected: {
        columns: ['window_start', 'max_temp'],
        rows: [
          [600, 20.5],
          [900, 22],
          [1200, 22],
          [1500, 19],
          [1800, 25.5],
          [2100, 25.5],
        ],
      },
    },
    {
      name: 'A reading exactly on a hop boundary',
      seed: 'INSERT INTO temperatures VALUES (600, 10.0), (1199, 11.0);',
      expected: {
        columns: ['window_start', 'max_temp'],
        rows: [
          [300, 10],
          [600, 11],
          [900, 11],
        ],
      },
    },
    {
      name: 'Negative temperatures',
      seed: 'INSERT INTO temperatures VALUES (300, -5.0), (400, -2.5), (900, -10.0);',
      expected: {
        columns: ['window_start', 'max_temp'],
        rows: [
          [0, -2.5],
          [300, -2.5],
          [600, -10],
          [900, -10],
        ],
      },
    },
    {
      name: 'No readings',
      seed: '',
      expected: {
        columns: ['window_start', 'max_temp'],
        rows: [],
      },
    },
    {
      name: 'Equal peaks',
      seed: 'INSERT INTO temperatures VALUES (3000, 30.0), (3300, 30.0);',
      expected: {
        columns: ['window_start', 'max_temp'],
        rows: [
          [2700, 30],
          [3000, 30],
          [3300, 30],
        ],
      },
    },
    {
      name: 'Stored out of order',
      seed: 'INSERT INTO temperatures VALUES (5000, 1.0), (4000, 2.0), (4500, 3.0);',
      expected: {
        columns: ['window_start', 'max_temp'],
        rows: [
          [3600, 2],
          [3900, 2],
          [4200, 3],
          [4500, 3],
          [4800, 1],
        ],
      },
    },
    {
      name: 'A single reading at time 0',
      seed: 'INSERT INTO temperatures VALUES (0, 15.0);',
      expected: {
        columns: ['window_start', 'max_temp'],
        rows: [
          [-300, 15],
          [0, 15],
        ],
      },
    },
  ],
};
