/* Expected values are generated: edit args, then run node scripts/generate-python-problems.mjs */
import type { PythonProblemInput } from '../../problem-schema.ts';

export const problem: PythonProblemInput = {
  id: 'error-rate-per-minute',
  language: 'python',
  title: 'Error Rate per Minute',
  topic: 'Log Parsing',
  difficulty: 'Medium',
  description: `Application log lines look like \`"2024-03-01 10:15:42 ERROR payment failed"\`: date, time, level, message. For each minute that has at least one line, compute the share of lines whose level is \`ERROR\` or \`CRITICAL\` (case-insensitive), rounded to 3 decimals.

Return a dict from \`"YYYY-MM-DD HH:MM"\` to the rate. Lines with fewer than three fields, or whose time is not \`HH:MM:SS\`, are ignored and do not count as lines.`,
  constraints: ['0 <= len(lines) <= 10^5'],
  hints: [
    'The minute key is the date plus the first five characters of the time.',
    'Count lines and error lines per minute separately, then divide.',
  ],
  entryPoint: 'error_rates',
  params: [{ name: 'lines' }],
  starterCode: `from typing import Dict, List


def error_rates(lines: List[str]) -> Dict[str, float]:
    pass
`,
  solution: `from typing import Dict, List


def error_rates(lines: List[str]) -> Dict[str, float]:
    totals: Dict[str, List[int]] = {}
    for line in lines:
        fields = line.split(maxsplit=3)
        if len(fields) < 3:
            continue
        day, time, level = fields[0], fields[1], fields[2]
        parts = time.split(":")
        if len(parts) != 3 or not all(len(p) == 2 and p.isdigit() for p in parts):
            continue
        key = day + " " + time[:5]
        bucket = totals.setdefault(key, [0, 0])
        bucket[0] += 1
        if level.upper() in ("ERROR", "CRITICAL"):
            bucket[1] += 1
    return {key: round(errors / total, 3) for key, (total, errors) in totals.items()}
`,
  wrongSolutions: [
    {
      mistake: 'level match is case-sensitive',
      code: `def error_rates(lines):
    totals = {}
    for line in lines:
        f = line.split(maxsplit=3)
        if len(f) < 3:
            continue
        p = f[1].split(":")
        if len(p) != 3 or not all(len(x) == 2 and x.isdigit() for x in p):
            continue
        b = totals.setdefault(f[0] + " " + f[1][:5], [0, 0])
        b[0] += 1
        b[1] += f[2] in ("ERROR", "CRITICAL")
    return {k: round(e / t, 3) for k, (t, e) in totals.items()}
`,
    },
    {
      mistake: 'counts only ERROR, not CRITICAL',
      code: `def error_rates(lines):
    totals = {}
    for line in lines:
        f = line.split(maxsplit=3)
        if len(f) < 3:
            continue
        p = f[1].split(":")
        if len(p) != 3 or not all(len(x) == 2 and x.isdigit() for x in p):
            continue
        b = totals.setdefault(f[0] + " " + f[1][:5], [0, 0])
        b[0] += 1
        b[1] += f[2].upper() == "ERROR"
    return {k: round(e / t, 3) for k, (t, e) in totals.items()}
`,
    },
    {
      mistake: 'groups by hour instead of minute',
      code: `def error_rates(lines):
    totals = {}
    for line in lines:
        f = line.split(maxsplit=3)
        if len(f) < 3:
            continue
        p = f[1].split(":")
        if len(p) != 3 or not all(len(x) == 2 and x.isdigit() for x in p):
            continue
        b = totals.setdefault(f[0] + " " + f[1][:2] + ":00", [0, 0])
        b[0] += 1
        b[1] += f[2].upper() in ("ERROR", "CRITICAL")
    return {k: round(e / t, 3) for k, (t, e) in totals.items()}
`,
    },
  ],
  tests: [
    {
      args: [
        [
          '2024-03-01 10:15:42 ERROR payment failed',
          '2024-03-01 10:15:50 INFO ok',
          '2024-03-01 10:16:01 INFO ok',
        ],
      ],
      expected: { '2024-03-01 10:15': 0.5, '2024-03-01 10:16': 0 },
      hidden: false,
    },
    { args: [['broken', '2024-03-01 10:15 INFO short time']], expected: {}, hidden: false },
    { args: [[]], expected: {} },
    {
      args: [
        [
          '2024-03-01 10:15:00 error lower',
          '2024-03-01 10:15:59 Critical mixed',
          '2024-03-01 10:15:30 WARN w',
        ],
      ],
      expected: { '2024-03-01 10:15': 0.667 },
    },
    {
      args: [['2024-03-01 10:15:00 INFO a', '2024-03-01 10:45:00 ERROR b']],
      expected: { '2024-03-01 10:15': 0, '2024-03-01 10:45': 1 },
    },
    {
      args: [['2024-03-01 23:59:59 ERROR a', '2024-03-02 00:00:00 INFO b']],
      expected: { '2024-03-01 23:59': 1, '2024-03-02 00:00': 0 },
    },
    {
      args: [['2024-03-01 10:00:00 ERROR', '2024-03-01 10:00:01 INFO', '2024-03-01 10:00:02 INFO']],
      expected: { '2024-03-01 10:00': 0.333 },
    },
    {
      args: [['2024-03-01 10:00:00 CRITICAL disk full', '2024-03-01 10:00:10 CRITICAL disk full']],
      expected: { '2024-03-01 10:00': 1 },
    },
    {
      args: [
        [
          '2024-03-01 1:00:00 ERROR x',
          '2024-03-01 10:00:0a ERROR y',
          '2024-03-01 10:00:00 DEBUG z',
        ],
      ],
      expected: { '2024-03-01 10:00': 0 },
    },
    {
      args: [
        [
          'd 11:11:11 ERROR',
          'd 11:11:12 INFO',
          'd 11:11:13 INFO',
          'd 11:11:14 INFO',
          'd 11:12:00 INFO',
        ],
      ],
      expected: { 'd 11:11': 0.25, 'd 11:12': 0 },
    },
  ],
};
