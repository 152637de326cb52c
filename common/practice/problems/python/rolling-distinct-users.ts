/* Expected values are generated: edit args, then run node scripts/generate-python-problems.mjs */
import type { PythonProblemInput } from '../../problem-schema.ts';

export const problem: PythonProblemInput = {
  id: 'rolling-distinct-users',
  language: 'python',
  title: 'Rolling Distinct Users',
  topic: 'Sessions & Windows',
  difficulty: 'Medium',
  description: `Events arrive as \`[ts, user]\` pairs sorted by \`ts\` (epoch seconds; equal timestamps possible). For each event, report how many **distinct** users had an event in the window \`(ts - window, ts]\` — strictly after \`ts - window\`, up to and including \`ts\`, counting every event with that same timestamp, even later ones in the list.

Return one count per event, in input order.`,
  constraints: ['0 <= len(events) <= 10^5', '1 <= window <= 86400'],
  hints: [
    'Two pointers: advance the right end over every event with the same timestamp, the left end past events that are too old.',
    'A dict of user → events in the window lets you know when a user leaves it.',
  ],
  entryPoint: 'rolling_distinct',
  params: [{ name: 'events' }, { name: 'window' }],
  starterCode: `from typing import List


def rolling_distinct(events: List[list], window: int) -> List[int]:
    pass
`,
  solution: `from typing import Dict, List


def rolling_distinct(events: List[list], window: int) -> List[int]:
    counts: Dict[str, int] = {}
    result = []
    left = right = 0
    n = len(events)
    for ts, _ in events:
        while right < n and events[right][0] <= ts:
            user = events[right][1]
            counts[user] = counts.get(user, 0) + 1
            right += 1
        while events[left][0] <= ts - window:
            user = events[left][1]
            counts[user] -= 1
            if counts[user] == 0:
                del counts[user]
            left += 1
        result.append(len(counts))
    return result
`,
  wrongSolutions: [
    {
      mistake: 'ignores later events with the same timestamp',
      code: `def rolling_distinct(events, window):
    out = []
    for i, (ts, _) in enumerate(events):
        out.append(len({u for t, u in events[:i + 1] if t > ts - window}))
    return out
`,
    },
    {
      mistake: 'window closed on the left: includes events exactly `window` seconds old',
      code: `def rolling_distinct(events, window):
    return [len({u for t, u in events if ts - window <= t <= ts}) for ts, _ in events]
`,
    },
    {
      mistake: 'counts events, not distinct users',
      code: `def rolling_distinct(events, window):
    return [sum(1 for t, u in events if ts - window < t <= ts) for ts, _ in events]
`,
    },
  ],
  tests: [
    {
      args: [
        [
          [0, 'a'],
          [10, 'b'],
          [20, 'a'],
          [70, 'c'],
        ],
        60,
      ],
      expected: [1, 2, 2, 2],
      hidden: false,
    },
    {
      args: [
        [
          [5, 'x'],
          [5, 'y'],
        ],
        10,
      ],
      expected: [2, 2],
      hidden: false,
    },
    { args: [[], 60], expected: [] },
    {
      args: [
        [
          [0, 'a'],
          [60, 'b'],
        ],
        60,
      ],
      expected: [1, 1],
    },
    {
      args: [
        [
          [0, 'a'],
          [1, 'a'],
          [2, 'a'],
        ],
        10,
      ],
      expected: [1, 1, 1],
    },
    {
      args: [
        [
          [0, 'a'],
          [30, 'b'],
          [30, 'c'],
          [30, 'a'],
          [100, 'a'],
        ],
        40,
      ],
      expected: [1, 3, 3, 3, 1],
    },
    {
      args: [
        [
          [1, 'u'],
          [2, 'v'],
          [3, 'w'],
          [4, 'u'],
        ],
        2,
      ],
      expected: [1, 2, 2, 2],
    },
    {
      args: [
        [
          [0, 'a'],
          [59, 'b'],
          [60, 'c'],
          [119, 'd'],
          [120, 'e'],
        ],
        60,
      ],
      expected: [1, 2, 2, 2, 2],
    },
    {
      args: [
        [
          [10, 'a'],
          [10, 'a'],
          [10, 'b'],
        ],
        1,
      ],
      expected: [2, 2, 2],
    },
    {
      args: [
        [
          [0, 'p'],
          [100, 'q'],
          [200, 'p'],
          [250, 'q'],
          [300, 'r'],
        ],
        100,
      ],
      expected: [1, 1, 1, 2, 2],
    },
  ],
};
