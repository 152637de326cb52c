/* Expected values are generated: edit args, then run node scripts/generate-python-problems.mjs */
import type { PythonProblemInput } from '../../problem-schema.ts';

export const problem: PythonProblemInput = {
  id: 'climbing-stairs',
  language: 'python',
  title: 'Climbing Stairs',
  topic: 'Dynamic Programming',
  difficulty: 'Easy',
  description:
    'You are climbing a staircase of `n` steps. Each time you can climb 1 or 2 steps. In how many distinct ways can you reach the top?',
  constraints: ['1 <= n <= 45'],
  hints: [
    'To stand on step n you came from step n - 1 or step n - 2.',
    'ways(n) = ways(n - 1) + ways(n - 2): keep only the last two values instead of recursing.',
  ],
  entryPoint: 'climb_stairs',
  params: [{ name: 'n' }],
  starterCode: `def climb_stairs(n: int) -> int:
    # Return the number of distinct ways to reach step n.
    pass
`,
  solution: `def climb_stairs(n: int) -> int:
    previous, current = 1, 1  # ways to reach steps 0 and 1
    for _ in range(n - 1):
        previous, current = current, previous + current
    return current
`,
  solutionNotes: 'It is the Fibonacci sequence: O(n) time and O(1) space with two running values.',
  wrongSolutions: [
    {
      mistake: 'off by one: counts the ways to reach step n - 1',
      code: `def climb_stairs(n):
    a, b = 1, 1
    for _ in range(n - 2):
        a, b = b, a + b
    return b
`,
    },
    {
      mistake: 'returns n for every input',
      code: `def climb_stairs(n):
    return n
`,
    },
    {
      mistake: 'powers of two: allows any step size',
      code: `def climb_stairs(n):
    return 2 ** (n - 1)
`,
    },
  ],
  tests: [
    { args: [2], expected: 2, hidden: false, explanation: '1 + 1 or 2' },
    { args: [3], expected: 3, hidden: false, explanation: '1 + 1 + 1, 1 + 2 or 2 + 1' },
    { args: [1], expected: 1 },
    { args: [4], expected: 5 },
    { args: [10], expected: 89 },
    { args: [30], expected: 1346269 },
    { args: [45], expected: 1836311903 },
    { args: [5], expected: 8 },
    { args: [20], expected: 10946 },
    { args: [44], expected: 1134903170 },
  ],
};
