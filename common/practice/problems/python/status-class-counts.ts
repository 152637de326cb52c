/* Expected values are generated: edit args, then run node scripts/generate-python-problems.mjs */
import type { PythonProblemInput } from '../../problem-schema.ts';

export const problem: PythonProblemInput = {
  id: 'status-class-counts',
  language: 'python',
  title: 'Count Access Log Status Classes',
  topic: 'Log Parsing',
  difficulty: 'Easy',
  description: `Each line of a web server's access log looks like

\`203.0.113.9 - - [10/Mar/2024:13:55:36 +0000] "GET /index.html HTTP/1.1" 200 2326\`

Count the responses per status class (\`"2xx"\`, \`"3xx"\`, \`"4xx"\`, \`"5xx"\`). The status is the first field after the quoted request. Skip lines that are malformed: no quoted request, or a status that is not a three-digit number from 100 to 599. Classes with no responses are left out.`,
  constraints: ['0 <= len(lines) <= 10^5'],
  hints: [
    'Split on the double quote: the part after the second quote starts with the status.',
    'Validate the status before you count it; `str.isdigit()` and a range check are enough.',
  ],
  entryPoint: 'status_classes',
  params: [{ name: 'lines' }],
  starterCode: `from typing import Dict, List


def status_classes(lines: List[str]) -> Dict[str, int]:
    pass
`,
  solution: `from typing import Dict, List


def status_classes(lines: List[str]) -> Dict[str, int]:
    counts: Dict[str, int] = {}
    for line in lines:
        parts = line.split('"')
        if len(parts) < 3:
            continue
        fields = parts[2].split()
        if not fields:
            continue
        status = fields[0]
        if len(status) != 3 or not status.isdigit() or not 100 <= int(status) <= 599:
            continue
        key = status[0] + "xx"
        counts[key] = counts.get(key, 0) + 1
    return counts
`,
  wrongSolutions: [
    {
      mistake: 'takes the second-to-last field, which breaks when the size is missing',
      code: `def status_classes(lines):
    counts = {}
    for line in lines:
        fields = line.split()
        if len(fields) < 2 or not fields[-2].isdigit():
            continue
        key = fields[-2][0] + "xx"
        counts[key] = counts.get(key, 0) + 1
    return counts
`,
    },
    {
      mistake: 'does not validate the status',
      code: `def status_classes(lines):
    counts = {}
    for line in lines:
        parts = line.split('"')
        if len(parts) < 3 or not parts[2].split():
            continue
        key = parts[2].split()[0][0] + "xx"
        counts[key] = counts.get(key, 0) + 1
    return counts
`,
    },
    {
      mistake: 'reports every class, even empty ones',
      code: `def status_classes(lines):
    counts = {"2xx": 0, "3xx": 0, "4xx": 0, "5xx": 0}
    for line in lines:
        parts = line.split('"')
        if len(parts) < 3 or not parts[2].split():
            continue
        status = parts[2].split()[0]
        if len(status) == 3 and status.isdigit() and 100 <= int(status) <= 599:
            key = status[0] + "xx"
            counts[key] = counts.get(key, 0) + 1
    return counts
`,
    },
  ],
  tests: [
    {
      args: [
        [
          '1.1.1.1 - - [10/Mar/2024:13:55:36 +0000] "GET / HTTP/1.1" 200 512',
          '1.1.1.2 - - [10/Mar/2024:13:55:37 +0000] "GET /x HTTP/1.1" 404 0',
        ],
      ],
      expected: { '2xx': 1, '4xx': 1 },
      hidden: false,
    },
    { args: [['garbage line', '']], expected: {}, hidden: false },
    { args: [[]], expected: {} },
    {
      args: [['9.9.9.9 - - [10/Mar/2024:00:00:00 +0000] "POST /api HTTP/1.1" 503 -']],
      expected: { '5xx': 1 },
    },
    {
      args: [['9.9.9.9 - - [x] "GET / HTTP/1.1" 2000 1', '9.9.9.9 - - [x] "GET / HTTP/1.1" abc 1']],
      expected: {},
    },
    {
      args: [
        [
          '9.9.9.9 - - [x] "GET / HTTP/1.1" 301 0',
          '9.9.9.9 - - [x] "GET / HTTP/1.1" 302 0',
          '9.9.9.9 - - [x] "GET / HTTP/1.1" 200 10',
        ],
      ],
      expected: { '3xx': 2, '2xx': 1 },
    },
    {
      args: [
        [
          '9.9.9.9 - - [x] "GET / HTTP/1.1" 099 1',
          '9.9.9.9 - - [x] "GET / HTTP/1.1" 600 1',
          '9.9.9.9 - - [x] "GET / HTTP/1.1" 599 1',
        ],
      ],
      expected: { '5xx': 1 },
    },
    { args: [['9.9.9.9 - - [x] "GET /a b HTTP/1.1" 200']], expected: { '2xx': 1 } },
    {
      args: [['9.9.9.9 - - [x] "GET / HTTP/1.1"', '9.9.9.9 - - [x] "GET / HTTP/1.1" 500 12']],
      expected: { '5xx': 1 },
    },
    {
      args: [
        [
          'a - - [x] "GET / HTTP/1.1" 201 1',
          'a - - [x] "GET / HTTP/1.1" 204 1',
          'a - - [x] "GET / HTTP/1.1" 429 1',
        ],
      ],
      expected: { '2xx': 2, '4xx': 1 },
    },
  ],
};
