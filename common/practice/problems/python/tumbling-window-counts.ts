/* Expected values are generated: edit args, then run node scripts/generate-python-problems.mjs */
import type { PythonProblemInput } from '../../problem-schema.ts';

export const problem: PythonProblemInput = {
  id: 'tumbling-window-counts',
  language: 'python',
  title: 'Tumbling Window Counts',
  topic: 'Sessions & Windows',
  difficulty: 'Easy',
  description:
    'A stream processor counts events in fixed, non-overlapping windows of `size` seconds aligned to epoch 0: window `[0, size)`, `[size, 2*size)`, … Given event timestamps (epoch seconds, unsorted, possibly negative), return `[window_start, count]` for every window with at least one event, sorted by window start.',
  constraints: ['0 <= len(timestamps) <= 10^5', '1 <= size <= 86400'],
  hints: [
    'The window start of `ts` is `ts - ts % size`, or `(ts // size) * size`.',
    'Python floors negative numbers in `//`; `int(ts / size)` truncates towards zero instead.',
  ],
  entryPoint: 'window_counts',
  params: [{ name: 'timestamps' }, { name: 'size' }],
  starterCode: `from typing import List


def window_counts(timestamps: List[int], size: int) -> List[List[int]]:
    pass
`,
  solution: `from collections import Counter
from typing import List


def window_counts(timestamps: List[int], size: int) -> List[List[int]]:
    counts = Counter((ts // size) * size for ts in timestamps)
    return [[start, counts[start]] for start in sorted(counts)]
`,
  wrongSolutions: [
    {
      mistake: 'truncates negative timestamps towards zero',
      code: `from collections import Counter
def window_counts(timestamps, size):
    c = Counter(int(t / size) * size for t in timestamps)
    return [[s, c[s]] for s in sorted(c)]
`,
    },
    {
      mistake: 'windows are closed on the right: an event on the boundary joins the earlier window',
      code: `from collections import Counter
import math
def window_counts(timestamps, size):
    c = Counter((math.ceil(t / size) - 1) * size for t in timestamps)
    return [[s, c[s]] for s in sorted(c)]
`,
    },
    {
      mistake: 'returns windows in first-seen order',
      code: `def window_counts(timestamps, size):
    c = {}
    for t in timestamps:
        s = (t // size) * size
        c[s] = c.get(s, 0) + 1
    return [[s, n] for s, n in c.items()]
`,
    },
  ],
  tests: [
    {
      args: [[1, 5, 61, 62, 130], 60],
      expected: [
        [0, 2],
        [60, 2],
        [120, 1],
      ],
      hidden: false,
    },
    {
      args: [[0, 59, 60], 60],
      expected: [
        [0, 2],
        [60, 1],
      ],
      hidden: false,
    },
    { args: [[], 60], expected: [] },
    {
      args: [[-1, 0, 1], 10],
      expected: [
        [-10, 1],
        [0, 2],
      ],
    },
    {
      args: [[120, 30, 125], 60],
      expected: [
        [0, 1],
        [120, 2],
      ],
    },
    {
      args: [[10, 20, 30], 10],
      expected: [
        [10, 1],
        [20, 1],
        [30, 1],
      ],
    },
    { args: [[5, 5, 5], 1], expected: [[5, 3]] },
    {
      args: [[-61, -60, -59], 60],
      expected: [
        [-120, 1],
        [-60, 2],
      ],
    },
    {
      args: [[3600, 7199, 7200], 3600],
      expected: [
        [3600, 2],
        [7200, 1],
      ],
    },
    {
      args: [[999, 1, 500, 1000], 500],
      expected: [
        [0, 1],
        [500, 2],
        [1000, 1],
      ],
    },
  ],
};
