/* Expected values are generated: edit args, then run node scripts/generate-python-problems.mjs */
import type { PythonProblemInput } from '../../problem-schema.ts';

export const problem: PythonProblemInput = {
  id: 'sliding-window-max',
  language: 'python',
  title: 'Sliding Window Peak Load',
  topic: 'Sessions & Windows',
  difficulty: 'Hard',
  description: `\`load\` holds one CPU reading per second. For every window of \`k\` consecutive readings, report its maximum: return a list of \`len(load) - k + 1\` values (empty if there are fewer than \`k\` readings).

Aim for O(n) rather than O(n·k): real windows are long.`,
  constraints: ['0 <= len(load) <= 10^5', '1 <= k <= 10^5'],
  hints: [
    'Keep a deque of indices whose values are decreasing; the front is the current maximum.',
    'Drop the front when it leaves the window, and pop smaller values from the back before appending.',
  ],
  entryPoint: 'window_max',
  params: [{ name: 'load' }, { name: 'k' }],
  starterCode: `from typing import List


def window_max(load: List[int], k: int) -> List[int]:
    pass
`,
  solution: `from collections import deque
from typing import List


def window_max(load: List[int], k: int) -> List[int]:
    window: deque = deque()
    result = []
    for index, value in enumerate(load):
        while window and load[window[-1]] <= value:
            window.pop()
        window.append(index)
        if window[0] <= index - k:
            window.popleft()
        if index >= k - 1:
            result.append(load[window[0]])
    return result
`,
  wrongSolutions: [
    {
      mistake: 'off by one: one window too few',
      code: `def window_max(load, k):
    return [max(load[i:i + k]) for i in range(len(load) - k)]
`,
    },
    {
      mistake: 'reports the running maximum since the start',
      code: `def window_max(load, k):
    out, best = [], None
    for i, v in enumerate(load):
        best = v if best is None else max(best, v)
        if i >= k - 1:
            out.append(best)
    return out
`,
    },
    {
      mistake: 'never evicts the front: an old maximum sticks',
      code: `from collections import deque
def window_max(load, k):
    w, out = deque(), []
    for i, v in enumerate(load):
        while w and load[w[-1]] <= v:
            w.pop()
        w.append(i)
        if i >= k - 1:
            out.append(load[w[0]])
    return out
`,
    },
  ],
  tests: [
    { args: [[1, 3, -1, -3, 5, 3, 6, 7], 3], expected: [3, 3, 5, 5, 6, 7], hidden: false },
    { args: [[4, 2], 1], expected: [4, 2], hidden: false },
    { args: [[], 3], expected: [] },
    { args: [[5, 4], 3], expected: [] },
    { args: [[9, 8, 7, 6, 5], 2], expected: [9, 8, 7, 6] },
    { args: [[2, 2, 2, 2], 2], expected: [2, 2, 2] },
    { args: [[1, 2, 3], 3], expected: [3] },
    { args: [[10, 1, 1, 1, 1, 1], 3], expected: [10, 1, 1, 1] },
    { args: [[-5, -1, -3, -7], 2], expected: [-1, -1, -3] },
    { args: [[1, 3, 1, 2, 0, 5], 3], expected: [3, 3, 2, 5] },
  ],
};
