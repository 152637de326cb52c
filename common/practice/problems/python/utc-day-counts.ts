/* Expected values are generated: edit args, then run node scripts/generate-python-problems.mjs */
import type { PythonProblemInput } from '../../problem-schema.ts';

export const problem: PythonProblemInput = {
  id: 'utc-day-counts',
  language: 'python',
  title: 'Count Events per UTC Day',
  topic: 'Dates & Times',
  difficulty: 'Medium',
  description: `Mobile clients send ISO-8601 timestamps with their local UTC offset, such as \`"2024-03-10T23:30:00-05:00"\` or \`"2024-03-11T01:00:00+01:00"\`; a trailing \`Z\` means UTC. Timestamps without an offset are already UTC.

Count the events per **UTC** calendar day and return a dict from \`"YYYY-MM-DD"\` to count.`,
  constraints: ['0 <= len(timestamps) <= 10^5'],
  hints: [
    'Parse with `datetime.fromisoformat` (replace a trailing `Z` with `+00:00` for older Pythons).',
    'Convert aware datetimes with `.astimezone(timezone.utc)` before taking `.date()`.',
  ],
  entryPoint: 'utc_day_counts',
  params: [{ name: 'timestamps' }],
  starterCode: `from typing import Dict, List


def utc_day_counts(timestamps: List[str]) -> Dict[str, int]:
    pass
`,
  solution: `from datetime import datetime, timezone
from typing import Dict, List


def utc_day_counts(timestamps: List[str]) -> Dict[str, int]:
    counts: Dict[str, int] = {}
    for stamp in timestamps:
        if stamp.endswith("Z"):
            stamp = stamp[:-1] + "+00:00"
        moment = datetime.fromisoformat(stamp)
        if moment.tzinfo is not None:
            moment = moment.astimezone(timezone.utc)
        day = moment.date().isoformat()
        counts[day] = counts.get(day, 0) + 1
    return counts
`,
  wrongSolutions: [
    {
      mistake: 'takes the local date (the first ten characters)',
      code: `def utc_day_counts(timestamps):
    c = {}
    for s in timestamps:
        c[s[:10]] = c.get(s[:10], 0) + 1
    return c
`,
    },
    {
      mistake: 'applies the offset with the wrong sign',
      code: `from datetime import datetime, timedelta
def utc_day_counts(timestamps):
    c = {}
    for s in timestamps:
        if s.endswith("Z"):
            s = s[:-1] + "+00:00"
        m = datetime.fromisoformat(s)
        if m.tzinfo is not None:
            m = m.replace(tzinfo=None) + m.utcoffset()
        d = m.date().isoformat()
        c[d] = c.get(d, 0) + 1
    return c
`,
    },
    {
      mistake: 'treats naive timestamps as the machine’s local time',
      code: `from datetime import datetime, timezone, timedelta
def utc_day_counts(timestamps):
    c = {}
    for s in timestamps:
        if s.endswith("Z"):
            s = s[:-1] + "+00:00"
        m = datetime.fromisoformat(s)
        if m.tzinfo is None:
            m = m.replace(tzinfo=timezone(timedelta(hours=2)))
        d = m.astimezone(timezone.utc).date().isoformat()
        c[d] = c.get(d, 0) + 1
    return c
`,
    },
  ],
  tests: [
    {
      args: [['2024-03-10T23:30:00-05:00', '2024-03-11T01:00:00+01:00']],
      expected: { '2024-03-11': 2 },
      hidden: false,
    },
    {
      args: [['2024-03-10T12:00:00Z', '2024-03-10T13:00:00']],
      expected: { '2024-03-10': 2 },
      hidden: false,
    },
    { args: [[]], expected: {} },
    { args: [['2024-12-31T22:00:00-03:00']], expected: { '2025-01-01': 1 } },
    { args: [['2024-01-01T00:30:00+05:30']], expected: { '2023-12-31': 1 } },
    {
      args: [['2024-02-28T20:00:00-08:00', '2024-02-29T23:59:59Z']],
      expected: { '2024-02-29': 2 },
    },
    {
      args: [['2024-06-01T00:00:00', '2024-06-01T01:00:00+02:00']],
      expected: { '2024-06-01': 1, '2024-05-31': 1 },
    },
    { args: [['2024-06-01T23:00:00', '2024-06-01T23:00:00Z']], expected: { '2024-06-01': 2 } },
    {
      args: [['2024-03-31T01:59:00+14:00', '2024-03-30T23:00:00-12:00']],
      expected: { '2024-03-30': 1, '2024-03-31': 1 },
    },
    {
      args: [['2024-07-04T10:00:00+00:00', '2024-07-04T10:00:00Z', '2024-07-03T21:00:00-03:00']],
      expected: { '2024-07-04': 3 },
    },
  ],
};
