/* Expected values are generated: edit args, then run node scripts/generate-python-problems.mjs */
import type { PythonProblemInput } from '../../problem-schema.ts';

export const problem: PythonProblemInput = {
  id: 'two-sum',
  language: 'python',
  title: 'Two Sum',
  topic: 'Arrays & Hashing',
  difficulty: 'Easy',
  description: `Given a list of integers \`nums\` and an integer \`target\`, return the indices of the two numbers that add up to \`target\`.

Each input has exactly one solution, and you may not use the same element twice. Return the two indices in any order.`,
  constraints: [
    '2 <= len(nums) <= 10^4',
    '-10^9 <= nums[i] <= 10^9',
    'Exactly one valid answer exists',
  ],
  hints: [
    'Checking every pair works but is O(n²). Can you remember what you have already seen?',
    'Keep a dict from value to index. For each number, look up `target - number` before storing it.',
  ],
  entryPoint: 'two_sum',
  params: [{ name: 'nums' }, { name: 'target' }],
  compare: 'unordered',
  starterCode: `from typing import List


def two_sum(nums: List[int], target: int) -> List[int]:
    # Return the indices of the two numbers that add up to target.
    pass
`,
  solution: `from typing import List


def two_sum(nums: List[int], target: int) -> List[int]:
    seen = {}  # value -> index
    for index, number in enumerate(nums):
        complement = target - number
        if complement in seen:
            return [seen[complement], index]
        seen[number] = index
    return []
`,
  solutionNotes:
    'One pass with a hash map: O(n) time and O(n) extra space. Looking up the complement before storing the current number avoids using the same element twice.',
  wrongSolutions: [
    {
      mistake: 'may use the same element twice',
      code: `def two_sum(nums, target):
    seen = {}
    for i, n in enumerate(nums):
        seen[n] = i
        if target - n in seen:
            return [seen[target - n], i]
    return []
`,
    },
    {
      mistake: 'returns the values, not the indices',
      code: `def two_sum(nums, target):
    seen = set()
    for n in nums:
        if target - n in seen:
            return [target - n, n]
        seen.add(n)
    return []
`,
    },
    {
      mistake: 'starts the inner loop one position too far',
      code: `def two_sum(nums, target):
    for i in range(len(nums)):
        for j in range(i + 2, len(nums)):
            if nums[i] + nums[j] == target:
                return [i, j]
    return []
`,
    },
  ],
  tests: [
    {
      args: [[2, 7, 11, 15], 9],
      expected: [0, 1],
      hidden: false,
      explanation: 'nums[0] + nums[1] == 9',
    },
    { args: [[3, 2, 4], 6], expected: [1, 2], hidden: false },
    { args: [[3, 3], 6], expected: [0, 1] },
    { args: [[-1, -2, -3, -4, -5], -8], expected: [2, 4] },
    { args: [[0, 4, 3, 0], 0], expected: [0, 3] },
    { args: [[1000000000, -1000000000, 7], 0], expected: [0, 1] },
    { args: [[5, 1, 9, 13, 2, 8], 21], expected: [3, 5] },
    { args: [[1, 5, 5, 11], 10], expected: [1, 2] },
    { args: [[2, 5, 5, 11], 10], expected: [1, 2] },
    { args: [[4, 6, 2], 8], expected: [1, 2] },
  ],
};
