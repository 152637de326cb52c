/* Expected values are generated: edit args, then run node scripts/generate-python-problems.mjs */
import type { PythonProblemInput } from '../../problem-schema.ts';

export const problem: PythonProblemInput = {
  id: 'sessionize-events',
  language: 'python',
  title: 'Sessionize Events per User',
  topic: 'Sessions & Windows',
  difficulty: 'Medium',
  description: `Events are \`[user, ts]\` pairs with \`ts\` in epoch seconds, in no particular order. A user's session ends when the next event of that user comes **more than** \`gap\` seconds after the previous one.

Return every session as \`[user, start, end, events]\` (first and last timestamp, number of events, duplicates counted), sorted by user and then start.`,
  constraints: ['0 <= len(events) <= 10^5', '0 <= gap <= 86400'],
  hints: [
    'Sort by `(user, ts)` once; then a session breaks where the user changes or the gap is too long.',
    'A gap of exactly `gap` seconds keeps the session going.',
  ],
  entryPoint: 'sessionize',
  params: [{ name: 'events' }, { name: 'gap' }],
  starterCode: `from typing import List


def sessionize(events: List[list], gap: int) -> List[list]:
    pass
`,
  solution: `from typing import List


def sessionize(events: List[list], gap: int) -> List[list]:
    sessions: List[list] = []
    for user, ts in sorted(events):
        last = sessions[-1] if sessions else None
        if last and last[0] == user and ts - last[2] <= gap:
            last[2] = ts
            last[3] += 1
        else:
            sessions.append([user, ts, ts, 1])
    return sessions
`,
  wrongSolutions: [
    {
      mistake: 'a gap of exactly `gap` starts a new session',
      code: `def sessionize(events, gap):
    out = []
    for u, t in sorted(events):
        if out and out[-1][0] == u and t - out[-1][2] < gap:
            out[-1][2] = t
            out[-1][3] += 1
        else:
            out.append([u, t, t, 1])
    return out
`,
    },
    {
      mistake: 'measures the gap from the session start',
      code: `def sessionize(events, gap):
    out = []
    for u, t in sorted(events):
        if out and out[-1][0] == u and t - out[-1][1] <= gap:
            out[-1][2] = t
            out[-1][3] += 1
        else:
            out.append([u, t, t, 1])
    return out
`,
    },
    {
      mistake: 'sorts by time only, mixing users',
      code: `def sessionize(events, gap):
    out, open_ = [], {}
    for u, t in sorted(events, key=lambda e: e[1]):
        s = open_.get(u)
        if s and t - s[2] <= gap:
            s[2] = t
            s[3] += 1
        else:
            s = [u, t, t, 1]
            open_[u] = s
            out.append(s)
    return out
`,
    },
  ],
  tests: [
    {
      args: [
        [
          ['a', 0],
          ['a', 100],
          ['a', 5000],
          ['b', 50],
        ],
        1800,
      ],
      expected: [
        ['a', 0, 100, 2],
        ['a', 5000, 5000, 1],
        ['b', 50, 50, 1],
      ],
      hidden: false,
    },
    {
      args: [
        [
          ['u', 10],
          ['u', 5],
        ],
        60,
      ],
      expected: [['u', 5, 10, 2]],
      hidden: false,
    },
    { args: [[], 60], expected: [] },
    {
      args: [
        [
          ['a', 0],
          ['a', 60],
          ['a', 120],
        ],
        60,
      ],
      expected: [['a', 0, 120, 3]],
    },
    {
      args: [
        [
          ['a', 0],
          ['a', 50],
          ['a', 100],
          ['a', 150],
        ],
        60,
      ],
      expected: [['a', 0, 150, 4]],
    },
    {
      args: [
        [
          ['b', 0],
          ['a', 10],
          ['b', 20],
          ['a', 30],
        ],
        15,
      ],
      expected: [
        ['a', 10, 10, 1],
        ['a', 30, 30, 1],
        ['b', 0, 0, 1],
        ['b', 20, 20, 1],
      ],
    },
    {
      args: [
        [
          ['a', 7],
          ['a', 7],
          ['a', 7],
        ],
        0,
      ],
      expected: [['a', 7, 7, 3]],
    },
    {
      args: [
        [
          ['a', 0],
          ['a', 1],
        ],
        0,
      ],
      expected: [
        ['a', 0, 0, 1],
        ['a', 1, 1, 1],
      ],
    },
    {
      args: [
        [
          ['z', 100],
          ['y', 100],
          ['x', 100],
        ],
        10,
      ],
      expected: [
        ['x', 100, 100, 1],
        ['y', 100, 100, 1],
        ['z', 100, 100, 1],
      ],
    },
    {
      args: [
        [
          ['a', 0],
          ['a', 1800],
          ['a', 3601],
          ['a', 5401],
        ],
        1800,
      ],
      expected: [
        ['a', 0, 1800, 2],
        ['a', 3601, 5401, 2],
      ],
    },
  ],
};
