/* Expected values are generated: edit args, then run node scripts/generate-python-problems.mjs */
import type { PythonProblemInput } from '../../problem-schema.ts';

export const problem: PythonProblemInput = {
  id: 'fill-forward',
  language: 'python',
  title: 'Forward-Fill Sensor Gaps',
  topic: 'Data Cleaning',
  difficulty: 'Easy',
  description: `A sensor reports one reading per minute, but some readings are missing (\`None\`). Fill each gap with the last known reading, like pandas' \`ffill\`, but never carry a value more than \`limit\` positions forward: after \`limit\` consecutive fills the gap stays \`None\` until a new reading arrives.

Leading \`None\` values stay \`None\`. A reading of \`0\` is a real value.`,
  constraints: ['0 <= len(readings) <= 10^5', '0 <= limit <= 10^5'],
  hints: [
    'Track the last real value and how many positions you have filled since it.',
    'Test with `is None`, not truthiness: `0` and `0.0` are readings.',
  ],
  entryPoint: 'fill_forward',
  params: [{ name: 'readings' }, { name: 'limit' }],
  starterCode: `from typing import List, Optional


def fill_forward(readings: List[Optional[float]], limit: int) -> List[Optional[float]]:
    pass
`,
  solution: `from typing import List, Optional


def fill_forward(readings: List[Optional[float]], limit: int) -> List[Optional[float]]:
    result = []
    last = None
    filled = 0
    for value in readings:
        if value is not None:
            last, filled = value, 0
            result.append(value)
        elif last is not None and filled < limit:
            filled += 1
            result.append(last)
        else:
            result.append(None)
    return result
`,
  wrongSolutions: [
    {
      mistake: 'treats 0 as missing',
      code: `def fill_forward(readings, limit):
    result, last, filled = [], None, 0
    for value in readings:
        if value:
            last, filled = value, 0
            result.append(value)
        elif last is not None and filled < limit:
            filled += 1
            result.append(last)
        else:
            result.append(None)
    return result
`,
    },
    {
      mistake: 'off by one: fills limit + 1 positions',
      code: `def fill_forward(readings, limit):
    result, last, filled = [], None, 0
    for value in readings:
        if value is not None:
            last, filled = value, 0
            result.append(value)
        elif last is not None and filled <= limit:
            filled += 1
            result.append(last)
        else:
            result.append(None)
    return result
`,
    },
    {
      mistake: 'ignores the limit',
      code: `def fill_forward(readings, limit):
    result, last = [], None
    for value in readings:
        if value is not None:
            last = value
        result.append(last)
    return result
`,
    },
  ],
  tests: [
    { args: [[1.5, null, null, 2, null], 2], expected: [1.5, 1.5, 1.5, 2, 2], hidden: false },
    { args: [[null, 3, null, null, null], 2], expected: [null, 3, 3, 3, null], hidden: false },
    { args: [[], 3], expected: [] },
    { args: [[null, null], 5], expected: [null, null] },
    { args: [[0, null, null], 5], expected: [0, 0, 0] },
    { args: [[7, null, null, null, null, 8, null], 1], expected: [7, 7, null, null, null, 8, 8] },
    { args: [[4, null, 5, null], 0], expected: [4, null, 5, null] },
    { args: [[1, 2, 3], 1], expected: [1, 2, 3] },
    { args: [[0, null, -1.5, null, null, null], 3], expected: [0, 0, -1.5, -1.5, -1.5, -1.5] },
    { args: [[9, null, null, null, null, null, null], 4], expected: [9, 9, 9, 9, 9, null, null] },
  ],
};
