/* Expected values are generated: edit args, then run node scripts/generate-python-problems.mjs */
import type { PythonProblemInput } from '../../problem-schema.ts';

export const problem: PythonProblemInput = {
  id: 'min-max-scale',
  language: 'python',
  title: 'Min-Max Scaling with Missing Values',
  topic: 'Feature Engineering',
  difficulty: 'Easy',
  description:
    'Scale a numeric feature to `[0, 1]`: `(x - min) / (max - min)`, rounded to 4 decimals, where `min` and `max` come from the known (non-`None`) values. `None` stays `None`. When every known value is the same, every known value scales to `0.0`.',
  constraints: ['0 <= len(values) <= 10^5'],
  hints: [
    'Filter out `None` before calling `min` and `max` (and handle the case where nothing is left).',
    'Guard the division when `max == min`.',
  ],
  entryPoint: 'min_max_scale',
  params: [{ name: 'values' }],
  starterCode: `from typing import List, Optional


def min_max_scale(values: List[Optional[float]]) -> List[Optional[float]]:
    pass
`,
  solution: `from typing import List, Optional


def min_max_scale(values: List[Optional[float]]) -> List[Optional[float]]:
    known = [value for value in values if value is not None]
    if not known:
        return list(values)
    low, high = min(known), max(known)
    spread = high - low
    return [
        None if value is None else (0.0 if spread == 0 else round((value - low) / spread, 4))
        for value in values
    ]
`,
  wrongSolutions: [
    {
      mistake: 'replaces None with 0.0',
      code: `def min_max_scale(values):
    k = [v for v in values if v is not None]
    if not k:
        return [0.0 for _ in values]
    lo, hi = min(k), max(k)
    return [0.0 if v is None or hi == lo else round((v - lo) / (hi - lo), 4) for v in values]
`,
    },
    {
      mistake: 'constant columns become 1.0',
      code: `def min_max_scale(values):
    k = [v for v in values if v is not None]
    if not k:
        return list(values)
    lo, hi = min(k), max(k)
    return [None if v is None else (1.0 if hi == lo else round((v - lo) / (hi - lo), 4)) for v in values]
`,
    },
    {
      mistake: 'divides by max instead of max - min',
      code: `def min_max_scale(values):
    k = [v for v in values if v is not None]
    if not k:
        return list(values)
    lo, hi = min(k), max(k)
    return [None if v is None else (0.0 if hi == lo else round((v - lo) / hi, 4)) for v in values]
`,
    },
  ],
  tests: [
    { args: [[10, 20, 15, null]], expected: [0, 1, 0.5, null], hidden: false },
    { args: [[5, 5, 5]], expected: [0, 0, 0], hidden: false },
    { args: [[]], expected: [] },
    { args: [[null, null]], expected: [null, null] },
    { args: [[-10, 0, 10]], expected: [0, 0.5, 1] },
    { args: [[1, 2, 3, 4]], expected: [0, 0.3333, 0.6667, 1] },
    { args: [[null, 7]], expected: [null, 0] },
    { args: [[100, 200, 300]], expected: [0, 0.5, 1] },
    { args: [[0.5, 0.25, 1]], expected: [0.3333, 0, 1] },
    { args: [[3, null, 3, 9]], expected: [0, null, 0, 1] },
  ],
};
