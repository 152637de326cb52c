/* Expected values are generated: edit args, then run node scripts/generate-python-problems.mjs */
import type { PythonProblemInput } from '../../problem-schema.ts';

export const problem: PythonProblemInput = {
  id: 'flag-outliers',
  language: 'python',
  title: 'Flag Outliers with the IQR Rule',
  topic: 'Data Cleaning',
  difficulty: 'Medium',
  description: `Return the indices of the outliers in \`values\`, in increasing order. With \`Q1\` and \`Q3\` the first and third quartiles and \`IQR = Q3 - Q1\`, a value is an outlier when it is **strictly** below \`Q1 - 1.5 * IQR\` or strictly above \`Q3 + 1.5 * IQR\`.

Quartiles use linear interpolation between closest ranks (numpy's default, \`statistics.quantiles(..., n=4, method="inclusive")\`). \`None\` values are ignored (never flagged, not used for the quartiles). With fewer than 2 known values nothing is an outlier.`,
  constraints: ['0 <= len(values) <= 10^5'],
  hints: [
    'Compute the quartiles on the known values only, but report indices into the original list.',
    'Quartile position for a sorted list of n values: `p * (n - 1)`; interpolate between its floor and ceiling.',
  ],
  entryPoint: 'flag_outliers',
  params: [{ name: 'values' }],
  starterCode: `from typing import List, Optional


def flag_outliers(values: List[Optional[float]]) -> List[int]:
    pass
`,
  solution: `from statistics import quantiles
from typing import List, Optional


def flag_outliers(values: List[Optional[float]]) -> List[int]:
    known = [value for value in values if value is not None]
    if len(known) < 2:
        return []
    q1, _, q3 = quantiles(known, n=4, method="inclusive")
    spread = q3 - q1
    low, high = q1 - 1.5 * spread, q3 + 1.5 * spread
    return [
        index
        for index, value in enumerate(values)
        if value is not None and (value < low or value > high)
    ]
`,
  wrongSolutions: [
    {
      mistake: 'uses the exclusive quartile method',
      code: `from statistics import quantiles
def flag_outliers(values):
    known = [v for v in values if v is not None]
    if len(known) < 2:
        return []
    q1, _, q3 = quantiles(known, n=4)
    spread = q3 - q1
    return [i for i, v in enumerate(values) if v is not None and (v < q1 - 1.5 * spread or v > q3 + 1.5 * spread)]
`,
    },
    {
      mistake: 'flags values exactly on the fence',
      code: `from statistics import quantiles
def flag_outliers(values):
    known = [v for v in values if v is not None]
    if len(known) < 2:
        return []
    q1, _, q3 = quantiles(known, n=4, method="inclusive")
    spread = q3 - q1
    return [i for i, v in enumerate(values) if v is not None and (v <= q1 - 1.5 * spread or v >= q3 + 1.5 * spread)]
`,
    },
    {
      mistake: 'reports indices into the list without the None values',
      code: `from statistics import quantiles
def flag_outliers(values):
    known = [v for v in values if v is not None]
    if len(known) < 2:
        return []
    q1, _, q3 = quantiles(known, n=4, method="inclusive")
    spread = q3 - q1
    return [i for i, v in enumerate(known) if v < q1 - 1.5 * spread or v > q3 + 1.5 * spread]
`,
    },
  ],
  tests: [
    { args: [[10, 12, 11, 13, 12, 95]], expected: [5], hidden: false },
    { args: [[1, 2, 3, 4, 5]], expected: [], hidden: false },
    { args: [[]], expected: [] },
    { args: [[null, 5]], expected: [] },
    { args: [[null, 10, 12, 11, null, 13, 12, 95]], expected: [7] },
    { args: [[1, 2, 3, 4, 10]], expected: [4] },
    { args: [[-50, 1, 2, 2, 3, 3, 4, 60]], expected: [0, 7] },
    { args: [[5, 5, 5, 5, 6]], expected: [4] },
    { args: [[1, 2, 3, 4, 5, 6, 7, 8, 9, 30]], expected: [9] },
    { args: [[100, 1, 2, 3, 4, 5, 6, 7, 8, -100, null]], expected: [0, 9] },
  ],
};
