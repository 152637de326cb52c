/* Expected values are generated: edit args, then run node scripts/generate-python-problems.mjs */
import type { PythonProblemInput } from '../../problem-schema.ts';

export const problem: PythonProblemInput = {
  id: 'moving-average',
  language: 'python',
  title: 'Moving Average',
  topic: 'Itertools',
  difficulty: 'Medium',
  description: `Smoothing a metric is a daily analytics task. Given a list of numbers \`values\` and a window size \`window\`, return the average of every full window of \`window\` consecutive values, each rounded to 2 decimals.

If there are fewer values than \`window\`, return an empty list.`,
  constraints: ['0 <= len(values) <= 10^5', '1 <= window <= 10^5'],
  hints: [
    'Recomputing `sum(values[i:i + window])` for each window is O(n · window).',
    'Keep a running sum: add the value entering the window and subtract the one leaving it.',
  ],
  entryPoint: 'moving_average',
  params: [{ name: 'values' }, { name: 'window' }],
  starterCode: `from typing import List


def moving_average(values: List[float], window: int) -> List[float]:
    # Return the rounded average of each full window.
    pass
`,
  solution: `from typing import List


def moving_average(values: List[float], window: int) -> List[float]:
    if len(values) < window:
        return []
    total = sum(values[:window])
    averages = [round(total / window, 2)]
    for index in range(window, len(values)):
        total += values[index] - values[index - window]
        averages.append(round(total / window, 2))
    return averages
`,
  solutionNotes: 'A sliding sum makes each step O(1), so the whole pass is O(n).',
  wrongSolutions: [
    {
      mistake: 'off by one: misses the last window',
      code: `def moving_average(values, window):
    return [round(sum(values[i:i + window]) / window, 2) for i in range(len(values) - window)]
`,
    },
    {
      mistake: 'includes partial windows at the start',
      code: `def moving_average(values, window):
    out = []
    for i in range(len(values)):
        part = values[max(0, i - window + 1):i + 1]
        out.append(round(sum(part) / len(part), 2))
    return out
`,
    },
    {
      mistake: 'truncates instead of rounding',
      code: `import math
def moving_average(values, window):
    return [math.floor(sum(values[i:i + window]) / window * 100) / 100 for i in range(len(values) - window + 1)]
`,
    },
  ],
  tests: [
    { args: [[1, 2, 3, 4, 5], 2], expected: [1.5, 2.5, 3.5, 4.5], hidden: false },
    { args: [[10, 20, 30], 3], expected: [20], hidden: false },
    { args: [[], 3], expected: [] },
    { args: [[5, 5], 3], expected: [] },
    { args: [[4, 8, 15, 16, 23, 42], 1], expected: [4, 8, 15, 16, 23, 42] },
    { args: [[1, 2, 4], 2], expected: [1.5, 3] },
    { args: [[3, 1, 4, 1, 5, 9, 2, 6], 3], expected: [2.67, 2, 3.33, 5, 5.33, 5.67] },
    { args: [[-2, 2, -2, 2], 2], expected: [0, 0, 0] },
    { args: [[1, 1, 2], 3], expected: [1.33] },
    { args: [[2, 2], 3], expected: [] },
    { args: [[10, 20, 30, 40], 4], expected: [25] },
  ],
};
