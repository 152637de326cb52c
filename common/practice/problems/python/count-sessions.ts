/* Expected values are generated: edit args, then run node scripts/generate-python-problems.mjs */
import type { PythonProblemInput } from '../../problem-schema.ts';

export const problem: PythonProblemInput = {
  id: 'count-sessions',
  language: 'python',
  title: 'Sessionize Click Events',
  topic: 'Dates & Times',
  difficulty: 'Hard',
  description: `Product analytics groups a user's events into sessions. Given ISO-8601 timestamps of one user's events (not sorted, duplicates possible, e.g. \`"2024-03-01T09:15:00"\`), count the sessions.

Events belong to the same session when each one happens at most \`gap_minutes\` after the previous event. A longer gap starts a new session. Timestamps either all have a UTC offset (\`+02:00\`) or none do.`,
  constraints: ['0 <= len(timestamps) <= 10^5', '0 <= gap_minutes <= 1440'],
  hints: [
    'Parse with `datetime.fromisoformat` and sort: string sorting breaks when offsets differ.',
    'Walk consecutive pairs (`zip(times, times[1:])`) and start a new session when the difference exceeds `timedelta(minutes=gap_minutes)`.',
  ],
  entryPoint: 'count_sessions',
  params: [{ name: 'timestamps' }, { name: 'gap_minutes' }],
  starterCode: `from typing import List


def count_sessions(timestamps: List[str], gap_minutes: int) -> int:
    # Return the number of sessions.
    pass
`,
  solution: `from datetime import datetime, timedelta
from typing import List


def count_sessions(timestamps: List[str], gap_minutes: int) -> int:
    times = sorted(datetime.fromisoformat(stamp) for stamp in timestamps)
    if not times:
        return 0
    gap = timedelta(minutes=gap_minutes)
    sessions = 1
    for previous, current in zip(times, times[1:]):
        if current - previous > gap:
            sessions += 1
    return sessions
`,
  solutionNotes:
    'Sorting dominates: O(n log n). Comparing parsed datetimes handles offsets and midnight correctly.',
  wrongSolutions: [
    {
      mistake: 'a gap of exactly gap_minutes starts a new session',
      code: `from datetime import datetime, timedelta
def count_sessions(timestamps, gap_minutes):
    t = sorted(datetime.fromisoformat(s) for s in timestamps)
    if not t:
        return 0
    return 1 + sum(1 for a, b in zip(t, t[1:]) if b - a >= timedelta(minutes=gap_minutes))
`,
    },
    {
      mistake: 'sorts the strings instead of the parsed times',
      code: `from datetime import datetime, timedelta
def count_sessions(timestamps, gap_minutes):
    t = [datetime.fromisoformat(s) for s in sorted(timestamps)]
    if not t:
        return 0
    return 1 + sum(1 for a, b in zip(t, t[1:]) if b - a > timedelta(minutes=gap_minutes))
`,
    },
    {
      mistake: 'returns 1 for an empty list',
      code: `from datetime import datetime, timedelta
def count_sessions(timestamps, gap_minutes):
    t = sorted(datetime.fromisoformat(s) for s in timestamps)
    return 1 + sum(1 for a, b in zip(t, t[1:]) if b - a > timedelta(minutes=gap_minutes))
`,
    },
  ],
  tests: [
    {
      args: [['2024-03-01T09:00:00', '2024-03-01T09:10:00', '2024-03-01T10:00:00'], 30],
      expected: 2,
      hidden: false,
      explanation: '09:10 → 10:00 is a 50-minute gap',
    },
    { args: [['2024-03-01T12:00:00', '2024-03-01T11:45:00'], 30], expected: 1, hidden: false },
    { args: [[], 30], expected: 0 },
    { args: [['2024-03-01T09:00:00'], 30], expected: 1 },
    { args: [['2024-03-01T09:00:00', '2024-03-01T09:30:00'], 30], expected: 1 },
    {
      args: [['2024-03-01T23:50:00', '2024-03-02T00:10:00', '2024-03-02T02:00:00'], 30],
      expected: 2,
    },
    {
      args: [['2024-03-01T09:00:00', '2024-03-01T09:00:00', '2024-03-01T09:00:01'], 0],
      expected: 2,
    },
    { args: [['2024-03-01T10:00:00+02:00', '2024-03-01T08:20:00+00:00'], 30], expected: 1 },
    {
      args: [
        [
          '2024-01-01T10:00:00',
          '2024-01-01T08:00:00',
          '2024-01-01T08:29:00',
          '2024-01-01T09:30:00',
          '2024-01-01T09:59:00',
        ],
        30,
      ],
      expected: 2,
    },
    {
      args: [
        ['2024-03-01T10:00:00+02:00', '2024-03-01T08:20:00+00:00', '2024-03-01T09:00:00+01:00'],
        15,
      ],
      expected: 2,
    },
    {
      args: [['2024-03-01T09:00:00', '2024-03-01T09:45:00', '2024-03-01T10:30:00'], 45],
      expected: 1,
    },
  ],
};
