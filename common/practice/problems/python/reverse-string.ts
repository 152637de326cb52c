/* Expected values are generated: edit args, then run node scripts/generate-python-problems.mjs */
import type { PythonProblemInput } from '../../problem-schema.ts';

export const problem: PythonProblemInput = {
  id: 'reverse-string',
  language: 'python',
  title: 'Reverse String',
  topic: 'Strings',
  difficulty: 'Easy',
  description: `Write a function that reverses a string given as a list of characters \`s\`.

Modify the list **in place** with O(1) extra memory; the function returns nothing.`,
  constraints: ['0 <= len(s) <= 10^5', 's[i] is a printable ASCII character'],
  hints: [
    'Use two indices, one at each end, and walk them towards each other.',
    'Swap `s[left]` and `s[right]` until the indices meet. (`s.reverse()` works too, but try it by hand.)',
  ],
  entryPoint: 'reverse_string',
  params: [{ name: 's' }],
  inPlaceArg: 0,
  starterCode: `from typing import List


def reverse_string(s: List[str]) -> None:
    # Reverse s in place; do not return anything.
    pass
`,
  solution: `from typing import List


def reverse_string(s: List[str]) -> None:
    left, right = 0, len(s) - 1
    while left < right:
        s[left], s[right] = s[right], s[left]
        left += 1
        right -= 1
`,
  solutionNotes: 'Two pointers swap the ends and move inwards: O(n) time, O(1) extra space.',
  wrongSolutions: [
    {
      mistake: 'returns a reversed copy and leaves the list unchanged',
      code: `def reverse_string(s):
    return s[::-1]
`,
    },
    {
      mistake: 'rebinds the name instead of changing the list',
      code: `def reverse_string(s):
    s = list(reversed(s))
`,
    },
    {
      mistake: 'stops one swap early',
      code: `def reverse_string(s):
    left, right = 0, len(s) - 1
    while left < right - 1:
        s[left], s[right] = s[right], s[left]
        left += 1
        right -= 1
`,
    },
  ],
  tests: [
    { args: [['h', 'e', 'l', 'l', 'o']], expected: ['o', 'l', 'l', 'e', 'h'], hidden: false },
    {
      args: [['H', 'a', 'n', 'n', 'a', 'h']],
      expected: ['h', 'a', 'n', 'n', 'a', 'H'],
      hidden: false,
    },
    { args: [[]], expected: [] },
    { args: [['x']], expected: ['x'] },
    { args: [['a', 'b']], expected: ['b', 'a'] },
    { args: [['1', ' ', '!', 'z']], expected: ['z', '!', ' ', '1'] },
    { args: [['r', 'a', 'c', 'e', 'c', 'a', 'r']], expected: ['r', 'a', 'c', 'e', 'c', 'a', 'r'] },
    { args: [['a', 'b', 'c', 'd', 'e', 'f']], expected: ['f', 'e', 'd', 'c', 'b', 'a'] },
    { args: [[]], expected: [] },
    { args: [['q', 'w', 'e', 'r']], expected: ['r', 'e', 'w', 'q'] },
  ],
};
