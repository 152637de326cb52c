/* Expected values are generated: edit args, then run node scripts/generate-python-problems.mjs */
import type { PythonProblemInput } from '../../problem-schema.ts';

export const problem: PythonProblemInput = {
  id: 'merge-intervals',
  language: 'python',
  title: 'Merge Booking Intervals',
  topic: 'Algorithms',
  difficulty: 'Medium',
  description:
    'Reservations are `[start, end]` pairs of minutes (`start <= end`), unsorted. Merge every set of overlapping reservations and return the merged intervals sorted by start. Intervals that only **touch** (`[1, 3]` and `[3, 5]`) are merged too; `[1, 3]` and `[4, 5]` are not.',
  constraints: ['0 <= len(intervals) <= 10^5'],
  hints: [
    'Sort by start; then each interval either extends the last merged one or starts a new one.',
    'When extending, the new end is the **maximum** of both ends: a long interval may swallow a short one.',
  ],
  entryPoint: 'merge_intervals',
  params: [{ name: 'intervals' }],
  starterCode: `from typing import List


def merge_intervals(intervals: List[List[int]]) -> List[List[int]]:
    pass
`,
  solution: `from typing import List


def merge_intervals(intervals: List[List[int]]) -> List[List[int]]:
    merged: List[List[int]] = []
    for start, end in sorted(intervals):
        if merged and start <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], end)
        else:
            merged.append([start, end])
    return merged
`,
  wrongSolutions: [
    {
      mistake: 'does not merge touching intervals',
      code: `def merge_intervals(intervals):
    merged = []
    for s, e in sorted(intervals):
        if merged and s < merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], e)
        else:
            merged.append([s, e])
    return merged
`,
    },
    {
      mistake: 'takes the new end instead of the maximum',
      code: `def merge_intervals(intervals):
    merged = []
    for s, e in sorted(intervals):
        if merged and s <= merged[-1][1]:
            merged[-1][1] = e
        else:
            merged.append([s, e])
    return merged
`,
    },
    {
      mistake: 'forgets to sort',
      code: `def merge_intervals(intervals):
    merged = []
    for s, e in intervals:
        if merged and s <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], e)
        else:
            merged.append([s, e])
    return merged
`,
    },
  ],
  tests: [
    {
      args: [
        [
          [1, 3],
          [2, 6],
          [8, 10],
          [15, 18],
        ],
      ],
      expected: [
        [1, 6],
        [8, 10],
        [15, 18],
      ],
      hidden: false,
    },
    {
      args: [
        [
          [1, 4],
          [4, 5],
        ],
      ],
      expected: [[1, 5]],
      hidden: false,
    },
    { args: [[]], expected: [] },
    { args: [[[5, 5]]], expected: [[5, 5]] },
    {
      args: [
        [
          [1, 10],
          [2, 3],
          [4, 5],
        ],
      ],
      expected: [[1, 10]],
    },
    {
      args: [
        [
          [8, 10],
          [1, 3],
          [2, 6],
        ],
      ],
      expected: [
        [1, 6],
        [8, 10],
      ],
    },
    {
      args: [
        [
          [1, 3],
          [4, 5],
        ],
      ],
      expected: [
        [1, 3],
        [4, 5],
      ],
    },
    {
      args: [
        [
          [0, 0],
          [0, 0],
          [1, 1],
        ],
      ],
      expected: [
        [0, 0],
        [1, 1],
      ],
    },
    {
      args: [
        [
          [6, 8],
          [1, 9],
          [2, 4],
          [4, 7],
        ],
      ],
      expected: [[1, 9]],
    },
    {
      args: [
        [
          [-5, -1],
          [-2, 0],
          [3, 4],
          [0, 3],
        ],
      ],
      expected: [[-5, 4]],
    },
  ],
};
