/* Expected values are generated: edit args, then run node scripts/generate-python-problems.mjs */
import type { PythonProblemInput } from '../../problem-schema.ts';

export const problem: PythonProblemInput = {
  id: 'summarize-ranges',
  language: 'python',
  title: 'Summarize Consecutive IDs',
  topic: 'Itertools',
  difficulty: 'Medium',
  description:
    'Given a sorted list of distinct integers (for example the ids of missing partitions), summarize runs of consecutive numbers. A run of several numbers is written `"a->b"`; a single number is written `"a"`.',
  constraints: ['0 <= len(nums) <= 10^4', 'nums is sorted in ascending order without duplicates'],
  hints: [
    'Within a run, `value - index` is constant.',
    '`itertools.groupby(enumerate(nums), key=lambda pair: pair[1] - pair[0])` yields one group per run.',
  ],
  entryPoint: 'summarize_ranges',
  params: [{ name: 'nums' }],
  starterCode: `from typing import List


def summarize_ranges(nums: List[int]) -> List[str]:
    # Return the runs as "a->b" or "a".
    pass
`,
  solution: `from itertools import groupby
from typing import List


def summarize_ranges(nums: List[int]) -> List[str]:
    ranges = []
    for _, group in groupby(enumerate(nums), key=lambda pair: pair[1] - pair[0]):
        run = [value for _, value in group]
        ranges.append(str(run[0]) if len(run) == 1 else f"{run[0]}->{run[-1]}")
    return ranges
`,
  solutionNotes:
    'groupby splits the list wherever `value - index` changes, which is exactly where a run ends.',
  wrongSolutions: [
    {
      mistake: 'writes two-number runs as two singles',
      code: `def summarize_ranges(nums):
    out, i = [], 0
    while i < len(nums):
        j = i
        while j + 1 < len(nums) and nums[j + 1] == nums[j] + 1:
            j += 1
        if j - i >= 2:
            out.append(f"{nums[i]}->{nums[j]}")
        else:
            out.extend(str(n) for n in nums[i:j + 1])
        i = j + 1
    return out
`,
    },
    {
      mistake: 'loses the last run',
      code: `def summarize_ranges(nums):
    out, start = [], None
    for i, n in enumerate(nums):
        if start is None:
            start = n
        if i + 1 < len(nums) and nums[i + 1] != n + 1:
            out.append(str(start) if start == n else f"{start}->{n}")
            start = None
    return out
`,
    },
    {
      mistake: 'uses "-" which is ambiguous with negative numbers',
      code: `def summarize_ranges(nums):
    out, i = [], 0
    while i < len(nums):
        j = i
        while j + 1 < len(nums) and nums[j + 1] == nums[j] + 1:
            j += 1
        out.append(str(nums[i]) if i == j else f"{nums[i]}-{nums[j]}")
        i = j + 1
    return out
`,
    },
  ],
  tests: [
    { args: [[0, 1, 2, 4, 5, 7]], expected: ['0->2', '4->5', '7'], hidden: false },
    { args: [[0, 2, 3, 4, 6, 8, 9]], expected: ['0', '2->4', '6', '8->9'], hidden: false },
    { args: [[]], expected: [] },
    { args: [[5]], expected: ['5'] },
    { args: [[-3, -2, -1, 0]], expected: ['-3->0'] },
    { args: [[1, 3, 5]], expected: ['1', '3', '5'] },
    { args: [[10, 11, 20, 21, 22, 30]], expected: ['10->11', '20->22', '30'] },
    { args: [[0, 1, 2, 4, 5, 7]], expected: ['0->2', '4->5', '7'] },
    { args: [[]], expected: [] },
    { args: [[1, 2]], expected: ['1->2'] },
  ],
};
