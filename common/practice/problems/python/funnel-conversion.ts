/* Expected values are generated: edit args, then run node scripts/generate-python-problems.mjs */
import type { PythonProblemInput } from '../../problem-schema.ts';

export const problem: PythonProblemInput = {
  id: 'funnel-conversion',
  language: 'python',
  title: 'Ordered Funnel Counts',
  topic: 'Metrics',
  difficulty: 'Hard',
  description: `A funnel is an ordered list of \`steps\`, e.g. \`["view", "cart", "checkout"]\`. Events are \`[user, step, ts]\` (any order; other step names may appear). A user reaches step \`i\` when they did step 0, then step 1 at or after that, …, then step \`i\` at or after the previous one — always taking the earliest possible time for each step.

Return how many users reached each step, as a list as long as \`steps\`.`,
  constraints: ['0 <= len(events) <= 10^5', '1 <= len(steps) <= 10'],
  hints: [
    'Group the events by user and sort each user’s events by time.',
    'Walk the sorted events with a pointer to the next step you need: greedy earliest matching is optimal.',
  ],
  entryPoint: 'funnel_counts',
  params: [{ name: 'events' }, { name: 'steps' }],
  starterCode: `from typing import List


def funnel_counts(events: List[list], steps: List[str]) -> List[int]:
    pass
`,
  solution: `from collections import defaultdict
from typing import List


def funnel_counts(events: List[list], steps: List[str]) -> List[int]:
    by_user = defaultdict(list)
    for user, step, ts in events:
        by_user[user].append((ts, step))
    # Equal timestamps count as "at or after", so they are taken in funnel order.
    position = {step: index for index, step in enumerate(steps)}
    counts = [0] * len(steps)
    for user_events in by_user.values():
        reached = 0
        ordered = sorted(user_events, key=lambda event: (event[0], position.get(event[1], -1)))
        for _, step in ordered:
            if reached < len(steps) and step == steps[reached]:
                reached += 1
        for index in range(reached):
            counts[index] += 1
    return counts
`,
  wrongSolutions: [
    {
      mistake: 'ignores the order of steps',
      code: `def funnel_counts(events, steps):
    done = {}
    for u, s, t in events:
        done.setdefault(u, set()).add(s)
    out = []
    for i in range(len(steps)):
        out.append(sum(1 for d in done.values() if all(x in d for x in steps[:i + 1])))
    return out
`,
    },
    {
      mistake: 'does not sort each user’s events by time',
      code: `def funnel_counts(events, steps):
    by = {}
    for u, s, t in events:
        by.setdefault(u, []).append(s)
    counts = [0] * len(steps)
    for evs in by.values():
        r = 0
        for s in evs:
            if r < len(steps) and s == steps[r]:
                r += 1
        for i in range(r):
            counts[i] += 1
    return counts
`,
    },
    {
      mistake: 'counts events reaching a step, not users',
      code: `def funnel_counts(events, steps):
    by = {}
    for u, s, t in events:
        by.setdefault(u, []).append((t, s))
    counts = [0] * len(steps)
    for evs in by.values():
        evs.sort(key=lambda e: e[0])
        r = 0
        for _, s in evs:
            if s in steps and steps.index(s) <= r:
                counts[steps.index(s)] += 1
                r = max(r, steps.index(s) + 1)
    return counts
`,
    },
  ],
  tests: [
    {
      args: [
        [
          ['a', 'view', 1],
          ['a', 'cart', 2],
          ['b', 'view', 1],
          ['b', 'checkout', 3],
        ],
        ['view', 'cart', 'checkout'],
      ],
      expected: [2, 1, 0],
      hidden: false,
    },
    {
      args: [
        [
          ['a', 'cart', 1],
          ['a', 'view', 2],
        ],
        ['view', 'cart'],
      ],
      expected: [1, 0],
      hidden: false,
    },
    { args: [[], ['view', 'cart']], expected: [0, 0] },
    {
      args: [
        [
          ['a', 'view', 5],
          ['a', 'cart', 5],
        ],
        ['view', 'cart'],
      ],
      expected: [1, 1],
    },
    {
      args: [
        [
          ['a', 'view', 1],
          ['a', 'view', 2],
          ['a', 'cart', 3],
          ['a', 'cart', 4],
        ],
        ['view', 'cart'],
      ],
      expected: [1, 1],
    },
    {
      args: [
        [
          ['a', 'cart', 9],
          ['a', 'view', 1],
        ],
        ['view', 'cart'],
      ],
      expected: [1, 1],
    },
    {
      args: [
        [
          ['a', 'home', 1],
          ['a', 'view', 2],
          ['b', 'home', 1],
        ],
        ['view'],
      ],
      expected: [1],
    },
    {
      args: [
        [
          ['u', 'x', 3],
          ['u', 'y', 1],
          ['u', 'x', 0],
          ['u', 'z', 4],
        ],
        ['x', 'y', 'z'],
      ],
      expected: [1, 1, 1],
    },
    {
      args: [
        [
          ['a', 'view', 1],
          ['b', 'view', 1],
          ['c', 'view', 1],
          ['a', 'buy', 2],
          ['b', 'buy', 0],
        ],
        ['view', 'buy'],
      ],
      expected: [3, 1],
    },
    {
      args: [
        [
          ['a', 's1', 1],
          ['a', 's3', 2],
          ['a', 's2', 3],
          ['a', 's3', 4],
        ],
        ['s1', 's2', 's3'],
      ],
      expected: [1, 1, 1],
    },
    {
      args: [
        [
          ['a', 'cart', 5],
          ['a', 'view', 5],
        ],
        ['view', 'cart'],
      ],
      expected: [1, 1],
    },
  ],
};
