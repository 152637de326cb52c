/* Expected values are generated: edit args, then run node scripts/generate-python-problems.mjs */
import type { PythonProblemInput } from '../../problem-schema.ts';

export const problem: PythonProblemInput = {
  id: 'first-at-or-after',
  language: 'python',
  title: 'Find the First Event at or After a Time',
  topic: 'Algorithms',
  difficulty: 'Easy',
  description:
    'An event log is sorted by timestamp (duplicates allowed). For each query time, return the index of the first event whose timestamp is **at or after** the query, or `-1` when there is none. Use binary search: logs have millions of rows.',
  constraints: ['0 <= len(timestamps) <= 10^6', '0 <= len(queries) <= 10^4'],
  hints: [
    'This is a lower bound: `bisect.bisect_left`.',
    'With duplicates, the answer is the first of the equal timestamps.',
  ],
  entryPoint: 'first_at_or_after',
  params: [{ name: 'timestamps' }, { name: 'queries' }],
  starterCode: `from typing import List


def first_at_or_after(timestamps: List[int], queries: List[int]) -> List[int]:
    pass
`,
  solution: `from bisect import bisect_left
from typing import List


def first_at_or_after(timestamps: List[int], queries: List[int]) -> List[int]:
    result = []
    for query in queries:
        index = bisect_left(timestamps, query)
        result.append(index if index < len(timestamps) else -1)
    return result
`,
  wrongSolutions: [
    {
      mistake: 'strictly after (bisect_right)',
      code: `from bisect import bisect_right
def first_at_or_after(timestamps, queries):
    return [i if (i := bisect_right(timestamps, q)) < len(timestamps) else -1 for q in queries]
`,
    },
    {
      mistake: 'returns len(timestamps) instead of -1 past the end',
      code: `from bisect import bisect_left
def first_at_or_after(timestamps, queries):
    return [bisect_left(timestamps, q) for q in queries]
`,
    },
    {
      mistake: 'hand-written search that returns the last of equal timestamps',
      code: `def first_at_or_after(timestamps, queries):
    out = []
    for q in queries:
        lo, hi, ans = 0, len(timestamps) - 1, -1
        while lo <= hi:
            mid = (lo + hi) // 2
            if timestamps[mid] >= q:
                ans = mid
                if timestamps[mid] == q:
                    lo = mid + 1
                else:
                    hi = mid - 1
            else:
                lo = mid + 1
        out.append(ans)
    return out
`,
    },
  ],
  tests: [
    {
      args: [
        [10, 20, 30],
        [15, 30, 31],
      ],
      expected: [1, 2, -1],
      hidden: false,
    },
    { args: [[], [1]], expected: [-1], hidden: false },
    { args: [[5], [1, 5, 6]], expected: [0, 0, -1] },
    { args: [[1, 2, 2, 2, 3], [2]], expected: [1] },
    {
      args: [
        [1, 1, 1],
        [1, 0, 2],
      ],
      expected: [0, 0, -1],
    },
    { args: [[10, 20, 30], []], expected: [] },
    {
      args: [
        [-5, 0, 5],
        [-10, -5, 4],
      ],
      expected: [0, 0, 2],
    },
    {
      args: [
        [3, 3, 7, 7, 7, 9],
        [7, 8, 9, 10],
      ],
      expected: [2, 5, 5, -1],
    },
    { args: [[100], [100]], expected: [0] },
    {
      args: [
        [2, 4, 4, 4, 4, 4, 6],
        [4, 5],
      ],
      expected: [1, 6],
    },
  ],
};
