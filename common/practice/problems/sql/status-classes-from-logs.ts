import type { SqlProblemInput } from '../../problem-schema.ts';

export const problem: SqlProblemInput = {
  id: 'status-classes-from-logs',
  language: 'sql',
  title: 'Status Classes from Access Logs',
  topic: 'Log Parsing',
  difficulty: 'Medium',
  description:
    'Each `access_log.line` looks like `GET /api/users 200 35ms` (method, path, status, duration, separated by single spaces). Count requests per status class: return `status_class` (`2xx`, `3xx`, `4xx` or `5xx`) and `requests`, sorted by status_class. Lines that do not have a 3-digit status in the third field are ignored.',
  constraints: ['Columns: status_class, requests', 'Order: status_class ascending'],
  hints: [
    "Find the third field: cut the method (`substr(line, instr(line, ' ') + 1)`), then the path, the same way.",
    "The status is the first 3 characters of what remains; check it with `GLOB '[1-5][0-9][0-9]'`, and build the class with `substr(status, 1, 1) || 'xx'`.",
  ],
  schema: `CREATE TABLE access_log (
  id INTEGER PRIMARY KEY,
  line TEXT NOT NULL
);`,
  seed: `INSERT INTO access_log VALUES (1, 'GET /api/users 200 35ms'), (2, 'POST /api/login 401 12ms'), (3, 'GET /health 200 1ms'),
  (4, 'GET /api/orders/500 503 2000ms'), (5, 'garbage');`,
  orderMatters: true,
  starterCode: `SELECT line AS status_class, COUNT(*) AS requests
FROM access_log
GROUP BY line;
`,
  solution: `WITH after_method AS (
  SELECT substr(line, instr(line, ' ') + 1) AS rest FROM access_log WHERE instr(line, ' ') > 0
),
after_path AS (
  SELECT substr(rest, instr(rest, ' ') + 1) AS rest FROM after_method WHERE instr(rest, ' ') > 0
),
statuses AS (
  SELECT substr(rest, 1, 3) AS status FROM after_path
  WHERE substr(rest, 1, 3) GLOB '[1-5][0-9][0-9]' AND (length(rest) = 3 OR substr(rest, 4, 1) = ' ')
)
SELECT substr(status, 1, 1) || 'xx' AS status_class, COUNT(*) AS requests
FROM statuses
GROUP BY status_class
ORDER BY status_class;
`,
  wrongSolutions: [
    {
      mistake: 'does not check that the third field is a status',
      code: `WITH m AS (SELECT substr(line, instr(line, ' ') + 1) AS rest FROM access_log WHERE instr(line, ' ') > 0),
p AS (SELECT substr(rest, instr(rest, ' ') + 1) AS rest FROM m WHERE instr(rest, ' ') > 0)
SELECT substr(rest, 1, 1) || 'xx' AS status_class, COUNT(*) AS requests FROM p GROUP BY status_class ORDER BY status_class;
`,
    },
    {
      mistake: 'assumes the path always has the same length',
      code: `SELECT substr(line, 17, 1) || 'xx' AS status_class, COUNT(*) AS requests FROM access_log WHERE substr(line, 17, 3) GLOB '[1-5][0-9][0-9]' GROUP BY status_class ORDER BY status_class;
`,
    },
    {
      mistake: 'takes the first number in the line',
      code: `WITH s AS (SELECT substr(line, instr(line, '/') + 1) AS rest FROM access_log)
SELECT substr(rest, instr(rest, ' ') + 1, 1) || 'xx' AS status_class, COUNT(*) AS requests FROM s WHERE substr(rest, instr(rest, ' ') + 1, 3) GLOB '[1-5][0-9][0-9]' GROUP BY status_class ORDER BY status_class;
`,
    },
  ],
  tests: [
    {
      name: 'Example data',
      hidden: false,
      expected: {
        columns: ['status_class', 'requests'],
        rows: [
          ['2xx', 2],
          ['4xx', 1],
          ['5xx', 1],
        ],
      },
    },
    {
      name: 'A number in the path',
      seed: "INSERT INTO access_log VALUES (1, 'GET /items/404 200 3ms'), (2, 'GET /a/200/b 500 9ms');",
      expected: {
        columns: ['status_class', 'requests'],
        rows: [
          ['2xx', 1],
          ['5xx', 1],
        ],
      },
    },
    {
      name: 'Redirects and long paths',
      seed: "INSERT INTO access_log VALUES (1, 'GET /old 301 1ms'), (2, 'GET /a/very/long/path/indeed 302 2ms'), (3, 'HEAD / 200 0ms');",
      expected: {
        columns: ['status_class', 'requests'],
        rows: [
          ['2xx', 1],
          ['3xx', 2],
        ],
      },
    },
    {
      name: 'No lines',
      seed: '',
      expected: {
        columns: ['status_class', 'requests'],
        rows: [],
      },
    },
    {
      name: 'Only malformed lines',
      seed: "INSERT INTO access_log VALUES (1, 'hello world'), (2, 'GET /x abc 1ms'), (3, '');",
      expected: {
        columns: ['status_class', 'requests'],
        rows: [],
      },
    },
    {
      name: 'Short methods and paths',
      seed: "INSERT INTO access_log VALUES (1, 'GET / 404 5ms'), (2, 'PUT /a 204 5ms'), (3, 'DELETE /b 500 5ms');",
      expected: {
        columns: ['status_class', 'requests'],
        rows: [
          ['2xx', 1],
          ['4xx', 1],
          ['5xx', 1],
        ],
      },
    },
    {
      name: 'A four-digit status is not a status',
      seed: "INSERT INTO access_log VALUES (1, 'GET /x 2000 1ms'), (2, 'GET /y 200 1ms');",
      expected: {
        columns: ['status_class', 'requests'],
        rows: [['2xx', 1]],
      },
    },
  ],
};
