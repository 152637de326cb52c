import type { SqlProblemInput } from '../../problem-schema.ts';

export const problem: SqlProblemInput = {
  id: 'device-status-periods',
  language: 'sql',
  title: 'Device Status Periods',
  topic: 'Gaps & Islands',
  difficulty: 'Hard',
  description:
    "A monitor writes each device's `status` (`up` or `down`) every few minutes. Collapse consecutive readings with the same status into periods: `device_id`, `status`, `started_at` (first reading) and `readings` (how many readings the period has). Sort by device_id, then started_at.",
  constraints: [
    'Columns: device_id, status, started_at, readings',
    'Order: device_id, started_at',
    'Readings of a device never share a timestamp',
  ],
  hints: [
    'Number the readings per device twice: over all readings, and per device and status. The difference is constant within a period.',
    'Group by device, status and that difference; MIN(checked_at) starts the period.',
  ],
  schema: `CREATE TABLE readings (
  device_id INTEGER NOT NULL,
  checked_at TEXT NOT NULL,
  status TEXT NOT NULL
);`,
  seed: `INSERT INTO readings VALUES (1, '2024-01-01 00:00', 'up'), (1, '2024-01-01 00:05', 'up'), (1, '2024-01-01 00:10', 'down'),
  (1, '2024-01-01 00:15', 'up'), (2, '2024-01-01 00:00', 'down'), (2, '2024-01-01 00:05', 'down');`,
  orderMatters: true,
  starterCode: `SELECT device_id, status, MIN(checked_at) AS started_at, COUNT(*) AS readings
FROM readings
GROUP BY device_id, status;
`,
  solution: `WITH numbered AS (
  SELECT device_id, status, checked_at,
         ROW_NUMBER() OVER (PARTITION BY device_id ORDER BY checked_at)
       - ROW_NUMBER() OVER (PARTITION BY device_id, status ORDER BY checked_at) AS grp
  FROM readings
)
SELECT device_id, status, MIN(checked_at) AS started_at, COUNT(*) AS readings
FROM numbered
GROUP BY device_id, status, grp
ORDER BY device_id, started_at;
`,
  wrongSolutions: [
    {
      mistake: 'groups by status only, merging separate periods',
      code: `SELECT device_id, status, MIN(checked_at) AS started_at, COUNT(*) AS readings FROM readings GROUP BY device_id, status ORDER BY device_id, started_at;
`,
    },
    {
      mistake: 'numbers the readings without partitioning by device',
      code: `WITH n AS (SELECT device_id, status, checked_at,
  ROW_NUMBER() OVER (ORDER BY checked_at, device_id) - ROW_NUMBER() OVER (PARTITION BY device_id, status ORDER BY checked_at) AS grp FROM readings)
SELECT device_id, status, MIN(checked_at) AS started_at, COUNT(*) AS readings FROM n GROUP BY device_id, status, grp ORDER BY device_id, started_at;
`,
    },
    {
      mistake: 'starts a new period at every reading that differs from the first',
      code: `WITH n AS (SELECT device_id, status, checked_at,
  CASE WHEN status = FIRST_VALUE(status) OVER (PARTITION BY device_id ORDER BY checked_at) THEN 0 ELSE 1 END AS grp FROM readings)
SELECT device_id, status, MIN(checked_at) AS started_at, COUNT(*) AS readings FROM n GROUP BY device_id, status, grp ORDER BY device_id, started_at;
`,
    },
  ],
  tests: [
    {
      name: 'Example data',
      hidden: false,
      expected: {
        columns: ['device_id', 'status', 'started_at', 'readings'],
        rows: [
          [1, 'up', '2024-01-01 00:00', 2],
          [1, 'down', '2024-01-01 00:10', 1],
          [1, 'up', '2024-01-01 00:15', 1],
          [2, 'down', '2024-01-01 00:00', 2],
        ],
      },
    },
    {
      name: 'Flapping every reading',
      seed: "INSERT INTO readings VALUES (5, '2024-01-01 00:00', 'up'), (5, '2024-01-01 00:01', 'down'), (5, '2024-01-01 00:02', 'up'), (5, '2024-01-01 00:03', 'down');",
      expected: {
        columns: ['device_id', 'status', 'started_at', 'readings'],
        rows: [
          [5, 'up', '2024-01-01 00:00', 1],
          [5, 'down', '2024-01-01 00:01', 1],
          [5, 'up', '2024-01-01 00:02', 1],
          [5, 'down', '2024-01-01 00:03', 1],
        ],
      },
    },
    {
      name: 'Always up',
      seed: "INSERT INTO readings VALUES (3, '2024-01-01 10:00', 'up'), (3, '2024-01-01 10:05', 'up'), (3, '2024-01-01 10:10', 'up');",
      expected: {
        columns: ['device_id', 'status', 'started_at', 'readings'],
        rows: [[3, 'up', '2024-01-01 10:00', 3]],
      },
    },
    {
      name: 'No readings',
      seed: '',
      expected: {
        columns: ['device_id', 'status', 'started_at', 'readings'],
        rows: [],
      },
    },
    {
      name: 'Two devices interleaved in time',
      seed: "INSERT INTO readings VALUES (1, '2024-01-01 00:00', 'up'), (2, '2024-01-01 00:01', 'up'), (1, '2024-01-01 00:02', 'down'), (2, '2024-01-01 00:03', 'up'), (1, '2024-01-01 00:04', 'down'), (2, '2024-01-01 00:05', 'down');",
      expected: {
        columns: ['device_id', 'status', 'started_at', 'readings'],
        rows: [
          [1, 'up', '2024-01-01 00:00', 1],
          [1, 'down', '2024-01-01 00:02', 2],
          [2, 'up', '2024-01-01 00:01', 2],
          [2, 'down', '2024-01-01 00:05', 1],
        ],
      },
    },
    {
      name: 'Stored out of order, across midnight',
      seed: "INSERT INTO readings VALUES (4, '2024-01-02 00:05', 'up'), (4, '2024-01-01 23:55', 'down'), (4, '2024-01-02 00:00', 'up'), (4, '2024-01-01 23:50', 'down');",
      expected: {
        columns: ['device_id', 'status', 'started_at', 'readings'],
        rows: [
          [4, 'down', '2024-01-01 23:50', 2],
          [4, 'up', '2024-01-02 00:00', 2],
        ],
      },
    },
    {
      name: 'A status returns after a long outage',
      seed: "INSERT INTO readings VALUES (6, '2024-03-01 00:00', 'up'), (6, '2024-03-01 01:00', 'down'), (6, '2024-03-01 02:00', 'down'), (6, '2024-03-01 03:00', 'down'), (6, '2024-03-01 04:00', 'up'), (6, '2024-03-01 05:00', 'up');",
      expected: {
        columns: ['device_id', 'status', 'started_at', 'readings'],
        rows: [
          [6, 'up', '2024-03-01 00:00', 1],
          [6, 'down', '2024-03-01 01:00', 3],
          [6, 'up', '2024-03-01 04:00', 2],
        ],
      },
    },
  ],
};
