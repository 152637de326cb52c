import type { SqlProblemInput } from '../../problem-schema.ts';

export const problem: SqlProblemInput = {
  id: 'slowest-endpoints-sql',
  language: 'sql',
  title: 'Slowest Endpoints from Logs',
  topic: 'Log Parsing',
  difficulty: 'Hard',
  description:
    'Service logs are key=value text, e.g. `ts=2024-05-01T10:00:00Z level=info path=/api/users latency_ms=123`, with the keys in any order. For each `path`, return `requests` and `avg_latency_ms` (rounded to 1 decimal) over lines that have both a path and a latency. Return the 3 slowest paths by average latency, ties broken by path.',
  constraints: [
    'Columns: path, requests, avg_latency_ms',
    'Order: avg_latency_ms descending, then path',
    'At most 3 rows',
  ],
  hints: [
    "Append a space to the line, find `'path='` with instr, and read up to the next space.",
    "Search for `' latency_ms='` with the leading space (after prefixing the line with a space), so a key like `db_latency_ms=` does not match.",
  ],
  schema: `CREATE TABLE service_log (
  id INTEGER PRIMARY KEY,
  line TEXT NOT NULL
);`,
  seed: `INSERT INTO service_log VALUES
  (1, 'ts=2024-05-01T10:00:00Z level=info path=/api/users latency_ms=120'),
  (2, 'level=info latency_ms=80 path=/api/users ts=2024-05-01T10:00:01Z'),
  (3, 'ts=2024-05-01T10:00:02Z path=/api/orders latency_ms=300 level=warn'),
  (4, 'ts=2024-05-01T10:00:03Z path=/health latency_ms=2'),
  (5, 'ts=2024-05-01T10:00:04Z level=error msg=timeout'),
  (6, 'path=/api/search db_latency_ms=900 latency_ms=40');`,
  orderMatters: true,
  starterCode: `SELECT line AS path, 1 AS requests, 0 AS avg_latency_ms
FROM service_log;
`,
  solution: `WITH padded AS (
  SELECT ' ' || line || ' ' AS l FROM service_log
),
fields AS (
  SELECT
    CASE WHEN instr(l, ' path=') > 0 THEN
      substr(substr(l, instr(l, ' path=') + 6), 1, instr(substr(l, instr(l, ' path=') + 6), ' ') - 1)
    END AS path,
    CASE WHEN instr(l, ' latency_ms=') > 0 THEN
      CAST(substr(substr(l, instr(l, ' latency_ms=') + 12), 1, instr(substr(l, instr(l, ' latency_ms=') + 12), ' ') - 1) AS REAL)
    END AS latency
  FROM padded
)
SELECT path, COUNT(*) AS requests, ROUND(AVG(latency), 1) AS avg_latency_ms
FROM fields
WHERE path IS NOT NULL AND latency IS NOT NULL
GROUP BY path
ORDER BY avg_latency_ms DESC, path
LIMIT 3;
`,
  wrongSolutions: [
    {
      mistake: "matches 'latency_ms=' inside 'db_latency_ms='",
      code: `WITH p AS (SELECT ' ' || line || ' ' AS l FROM service_log),
f AS (SELECT CASE WHEN instr(l, ' path=') > 0 THEN substr(substr(l, instr(l, ' path=') + 6), 1, instr(substr(l, instr(l, ' path=') + 6), ' ') - 1) END AS path,
  CASE WHEN instr(l, 'latency_ms=') > 0 THEN CAST(substr(substr(l, instr(l, 'latency_ms=') + 11), 1, instr(substr(l, instr(l, 'latency_ms=') + 11), ' ') - 1) AS REAL) END AS latency FROM p)
SELECT path, COUNT(*) AS requests, ROUND(AVG(latency), 1) AS avg_latency_ms FROM f WHERE path IS NOT NULL AND latency IS NOT NULL GROUP BY path ORDER BY avg_latency_ms DESC, path LIMIT 3;
`,
    },
    {
      mistake: 'assumes the path is the third field',
      code: `WITH f AS (SELECT substr(line, instr(line, 'path=') + 5, instr(substr(line, instr(line, 'path=') + 5) || ' ', ' ') - 1) AS path,
  CAST(substr(line, instr(line, ' latency_ms=') + 12) AS REAL) AS latency FROM service_log WHERE instr(line, 'path=') > 0 AND instr(line, ' latency_ms=') > 0)
SELECT path, COUNT(*) AS requests, ROUND(AVG(latency), 1) AS avg_latency_ms FROM f GROUP BY path ORDER BY avg_latency_ms DESC, path LIMIT 3;
`,
    },
    {
      mistake: 'ranks by total latency instead of the average',
      code: `WITH p AS (SELECT ' ' || line || ' ' AS l FROM service_log),
f AS (SELECT CASE WHEN instr(l, ' path=') > 0 THEN substr(substr(l, instr(l, ' path=') + 6), 1, instr(substr(l, instr(l, ' path=') + 6), ' ') - 1) END AS path,
  CASE WHEN instr(l, ' latency_ms=') > 0 THEN CAST(substr(substr(l, instr(l, ' latency_ms=') + 12), 1, instr(substr(l, instr(l, ' latency_ms=') + 12), ' ') - 1) AS REAL) END AS latency FROM p)
SELECT path, COUNT(*) AS requests, ROUND(AVG(latency), 1) AS avg_latency_ms FROM f WHERE path IS NOT NULL AND latency IS NOT NULL GROUP BY path ORDER BY SUM(latency) DESC, path LIMIT 3;
`,
    },
  ],
  tests: [
    {
      name: 'Example data',
      hidden: false,
      expected: {
        columns: ['path', 'requests', 'avg_latency_ms'],
        rows: [
          ['/api/orders', 1, 300],
          ['/api/users', 2, 100],
          ['/api/search', 1, 40],
        ],
      },
    },
    {
      name: 'Keys in every order',
      seed: "INSERT INTO service_log VALUES (1, 'latency_ms=10 path=/a'), (2, 'path=/a latency_ms=30'), (3, 'x=1 path=/b y=2 latency_ms=5 z=3');",
      expected: {
        columns: ['path', 'requests', 'avg_latency_ms'],
        rows: [
          ['/a', 2, 20],
          ['/b', 1, 5],
        ],
      },
    },
    {
      name: 'More than three paths',
      seed: "INSERT INTO service_log VALUES (1, 'path=/a latency_ms=1'), (2, 'path=/b latency_ms=2'), (3, 'path=/c latency_ms=3'), (4, 'path=/d latency_ms=4'), (5, 'path=/e latency_ms=5');",
      expected: {
        columns: ['path', 'requests', 'avg_latency_ms'],
        rows: [
          ['/e', 1, 5],
          ['/d', 1, 4],
          ['/c', 1, 3],
        ],
      },
    },
    {
      name: 'No lines',
      seed: '',
      expected: {
        columns: ['path', 'requests', 'avg_latency_ms'],
        rows: [],
      },
    },
    {
      name: 'Many fast calls against one slow call',
      seed: "INSERT INTO service_log VALUES (1, 'path=/fast latency_ms=10'), (2, 'path=/fast latency_ms=10'), (3, 'path=/fast latency_ms=10'), (4, 'path=/fast latency_ms=10'), (5, 'path=/slow latency_ms=25');",
      expected: {
        columns: ['path', 'requests', 'avg_latency_ms'],
        rows: [
          ['/slow', 1, 25],
          ['/fast', 4, 10],
        ],
      },
    },
    {
      name: 'A db latency key on every line',
      seed: "INSERT INTO service_log VALUES (1, 'path=/q db_latency_ms=500 latency_ms=50'), (2, 'db_latency_ms=1 path=/r latency_ms=60');",
      expected: {
        columns: ['path', 'requests', 'avg_latency_ms'],
        rows: [
          ['/r', 1, 60],
          ['/q', 1, 50],
        ],
      },
    },
    {
      name: 'Ties broken by path, missing fields ignored',
      seed: "INSERT INTO service_log VALUES (1, 'path=/z latency_ms=7'), (2, 'path=/y latency_ms=7'), (3, 'path=/x'), (4, 'latency_ms=99'), (5, 'path=/w latency_ms=7.0');",
      expected: {
        columns: ['path', 'requests', 'avg_latency_ms'],
        rows: [
          ['/w', 1, 7],
          ['/y', 1, 7],
          ['/z', 1, 7],
        ],
      },
    },
  ],
};
