/* Expected values are generated: edit args, then run node scripts/generate-python-problems.mjs */
import type { PythonProblemInput } from '../../problem-schema.ts';

export const problem: PythonProblemInput = {
  id: 'count-errors-by-service',
  language: 'python',
  title: 'Errors per Service from JSON Lines',
  topic: 'Parsing CSV & JSON',
  difficulty: 'Medium',
  description: `A log file in JSON Lines format has one JSON object per line, such as \`{"service": "api", "level": "ERROR", "msg": "timeout"}\`.

Given the lines as a list of strings, return a dict mapping each service to its number of \`ERROR\` entries. The level is compared case-insensitively. Services without errors are left out.

Real logs are messy: skip blank lines, lines that are not valid JSON, lines that are not objects, and objects without a string \`service\` and \`level\`.`,
  constraints: ['0 <= len(lines) <= 10^5'],
  hints: [
    '`json.loads` raises `json.JSONDecodeError` (a ValueError) on bad input: catch it and move on.',
    'Check `isinstance(record, dict)` before calling `.get` on it.',
  ],
  entryPoint: 'count_errors',
  params: [{ name: 'lines' }],
  starterCode: `from typing import List


def count_errors(lines: List[str]) -> dict:
    # Return {service: number of ERROR entries}.
    pass
`,
  solution: `import json
from typing import List


def count_errors(lines: List[str]) -> dict:
    counts = {}
    for line in lines:
        line = line.strip()
        if not line:
            continue
        try:
            record = json.loads(line)
        except ValueError:
            continue
        if not isinstance(record, dict):
            continue
        service, level = record.get("service"), record.get("level")
        if not isinstance(service, str) or not isinstance(level, str):
            continue
        if level.upper() == "ERROR":
            counts[service] = counts.get(service, 0) + 1
    return counts
`,
  solutionNotes:
    'Validate each line defensively and count with a dict: one pass, O(total characters).',
  wrongSolutions: [
    {
      mistake: 'compares the level case-sensitively',
      code: `import json
def count_errors(lines):
    counts = {}
    for line in lines:
        try:
            r = json.loads(line)
        except ValueError:
            continue
        if isinstance(r, dict) and isinstance(r.get("service"), str) and r.get("level") == "ERROR":
            counts[r["service"]] = counts.get(r["service"], 0) + 1
    return counts
`,
    },
    {
      mistake: 'crashes on lines that are not objects',
      code: `import json
def count_errors(lines):
    counts = {}
    for line in lines:
        if not line.strip():
            continue
        try:
            r = json.loads(line)
        except ValueError:
            continue
        s, l = r.get("service"), r.get("level")
        if isinstance(s, str) and isinstance(l, str) and l.upper() == "ERROR":
            counts[s] = counts.get(s, 0) + 1
    return counts
`,
    },
    {
      mistake: 'lists services without errors with 0',
      code: `import json
def count_errors(lines):
    counts = {}
    for line in lines:
        try:
            r = json.loads(line)
        except ValueError:
            continue
        if not isinstance(r, dict):
            continue
        s, l = r.get("service"), r.get("level")
        if isinstance(s, str) and isinstance(l, str):
            counts[s] = counts.get(s, 0) + (l.upper() == "ERROR")
    return counts
`,
    },
  ],
  tests: [
    {
      args: [
        [
          '{"service": "api", "level": "ERROR", "msg": "timeout"}',
          '{"service": "api", "level": "INFO", "msg": "ok"}',
          '{"service": "etl", "level": "ERROR", "msg": "bad row"}',
          '{"service": "api", "level": "ERROR", "msg": "503"}',
        ],
      ],
      expected: { api: 2, etl: 1 },
      hidden: false,
    },
    { args: [[]], expected: {} },
    {
      args: [
        [
          'not json',
          '{"service": "api", "level": "ERROR"',
          '',
          '{"service": "db", "level": "ERROR"}',
        ],
      ],
      expected: { db: 1 },
    },
    {
      args: [
        [
          '{"service": "api", "level": "error"}',
          '{"service": "api", "level": "Error"}',
          '{"service": "api", "level": "WARN"}',
        ],
      ],
      expected: { api: 2 },
    },
    {
      args: [
        [
          '[1, 2]',
          '{"level": "ERROR"}',
          '{"service": "api"}',
          '"ERROR"',
          '{"service": 5, "level": "ERROR"}',
          '{"service": "web", "level": "ERROR"}',
        ],
      ],
      expected: { web: 1 },
    },
    { args: [['{"service": "api", "level": "INFO"}']], expected: {} },
    { args: [['   ', '  {"service": "q", "level": "ERROR"}  ']], expected: { q: 1 } },
    {
      args: [
        [
          '{"service": "a", "level": "error"}',
          '{"service": "a", "level": "Error"}',
          '{"service": "b", "level": "WARN"}',
        ],
      ],
      expected: { a: 2 },
    },
    { args: [['[1, 2]', '"text"', '{"service": "c", "level": "ERROR"}']], expected: { c: 1 } },
    {
      args: [
        [
          '{"service": 5, "level": "ERROR"}',
          '{"service": "d"}',
          '{"service": "d", "level": "ERROR"}',
        ],
      ],
      expected: { d: 1 },
    },
  ],
};
