/* Expected values are generated: edit args, then run node scripts/generate-python-problems.mjs */
import type { PythonProblemInput } from '../../problem-schema.ts';

export const problem: PythonProblemInput = {
  id: 'split-shifts-by-day',
  language: 'python',
  title: 'Split Shifts Across Midnight',
  topic: 'Dates & Times',
  difficulty: 'Hard',
  description: `Shifts are \`[start, end]\` pairs of ISO timestamps without offsets (\`"2024-03-01T22:00:00"\`). A shift can cross midnight, even several. Payroll needs the worked hours per calendar date: split every shift at midnight and add up the hours per date.

Return a dict from \`"YYYY-MM-DD"\` to hours rounded to 2 decimals (after summing). Shifts whose end is not after their start are ignored; dates with no hours are left out.`,
  constraints: ['0 <= len(shifts) <= 10^4', 'A shift lasts at most 7 days'],
  hints: [
    'Loop: the piece of the shift on the current date ends at the earlier of the shift end and the next midnight.',
    'Sum seconds per date and convert to hours only at the end, to avoid rounding drift.',
  ],
  entryPoint: 'hours_per_day',
  params: [{ name: 'shifts' }],
  starterCode: `from typing import Dict, List


def hours_per_day(shifts: List[List[str]]) -> Dict[str, float]:
    pass
`,
  solution: `from datetime import datetime, timedelta
from typing import Dict, List


def hours_per_day(shifts: List[List[str]]) -> Dict[str, float]:
    seconds: Dict[str, float] = {}
    for start_text, end_text in shifts:
        start, end = datetime.fromisoformat(start_text), datetime.fromisoformat(end_text)
        while start < end:
            midnight = datetime(start.year, start.month, start.day) + timedelta(days=1)
            piece_end = min(end, midnight)
            day = start.date().isoformat()
            seconds[day] = seconds.get(day, 0.0) + (piece_end - start).total_seconds()
            start = piece_end
    return {day: round(total / 3600, 2) for day, total in seconds.items()}
`,
  wrongSolutions: [
    {
      mistake: 'books the whole shift on its start date',
      code: `from datetime import datetime
def hours_per_day(shifts):
    s = {}
    for a, b in shifts:
        x, y = datetime.fromisoformat(a), datetime.fromisoformat(b)
        if y > x:
            d = x.date().isoformat()
            s[d] = s.get(d, 0.0) + (y - x).total_seconds()
    return {d: round(v / 3600, 2) for d, v in s.items()}
`,
    },
    {
      mistake: 'splits only once, so multi-day shifts lose the middle days',
      code: `from datetime import datetime, timedelta
def hours_per_day(shifts):
    s = {}
    for a, b in shifts:
        x, y = datetime.fromisoformat(a), datetime.fromisoformat(b)
        if y <= x:
            continue
        mid = datetime(x.year, x.month, x.day) + timedelta(days=1)
        if y <= mid:
            s[x.date().isoformat()] = s.get(x.date().isoformat(), 0.0) + (y - x).total_seconds()
        else:
            s[x.date().isoformat()] = s.get(x.date().isoformat(), 0.0) + (mid - x).total_seconds()
            s[y.date().isoformat()] = s.get(y.date().isoformat(), 0.0) + (y - datetime(y.year, y.month, y.day)).total_seconds()
    return {d: round(v / 3600, 2) for d, v in s.items() if v > 0}
`,
    },
    {
      mistake: 'rounds each piece before summing',
      code: `from datetime import datetime, timedelta
def hours_per_day(shifts):
    s = {}
    for a, b in shifts:
        x, y = datetime.fromisoformat(a), datetime.fromisoformat(b)
        while x < y:
            mid = datetime(x.year, x.month, x.day) + timedelta(days=1)
            e = min(y, mid)
            d = x.date().isoformat()
            s[d] = s.get(d, 0.0) + round((e - x).total_seconds() / 3600, 1)
            x = e
    return {d: round(v, 2) for d, v in s.items()}
`,
    },
  ],
  tests: [
    {
      args: [[['2024-03-01T22:00:00', '2024-03-02T06:00:00']]],
      expected: { '2024-03-01': 2, '2024-03-02': 6 },
      hidden: false,
    },
    {
      args: [
        [
          ['2024-03-01T09:00:00', '2024-03-01T17:30:00'],
          ['2024-03-01T20:00:00', '2024-03-01T20:00:00'],
        ],
      ],
      expected: { '2024-03-01': 8.5 },
      hidden: false,
    },
    { args: [[]], expected: {} },
    {
      args: [[['2024-03-01T20:00:00', '2024-03-04T04:00:00']]],
      expected: { '2024-03-01': 4, '2024-03-02': 24, '2024-03-03': 24, '2024-03-04': 4 },
    },
    {
      args: [[['2024-02-28T23:00:00', '2024-03-01T01:00:00']]],
      expected: { '2024-02-28': 1, '2024-02-29': 24, '2024-03-01': 1 },
    },
    { args: [[['2024-03-02T06:00:00', '2024-03-01T22:00:00']]], expected: {} },
    { args: [[['2024-03-01T00:00:00', '2024-03-02T00:00:00']]], expected: { '2024-03-01': 24 } },
    {
      args: [
        [
          ['2024-03-01T08:10:00', '2024-03-01T08:20:00'],
          ['2024-03-01T09:10:00', '2024-03-01T09:20:00'],
          ['2024-03-01T10:10:00', '2024-03-01T10:20:00'],
        ],
      ],
      expected: { '2024-03-01': 0.5 },
    },
    {
      args: [
        [
          ['2024-12-31T23:30:00', '2025-01-01T00:15:00'],
          ['2025-01-01T08:00:00', '2025-01-01T09:00:00'],
        ],
      ],
      expected: { '2024-12-31': 0.5, '2025-01-01': 1.25 },
    },
    {
      args: [
        [
          ['2024-03-01T23:59:00', '2024-03-02T00:01:00'],
          ['2024-03-01T12:00:00', '2024-03-01T12:07:00'],
        ],
      ],
      expected: { '2024-03-01': 0.13, '2024-03-02': 0.02 },
    },
  ],
};
