/* Expected values are generated: edit args, then run node scripts/generate-python-problems.mjs */
import type { PythonProblemInput } from '../../problem-schema.ts';

export const problem: PythonProblemInput = {
  id: 'latency-percentile',
  language: 'python',
  title: 'Latency Percentiles (Nearest Rank)',
  topic: 'Metrics',
  difficulty: 'Easy',
  description: `SLO dashboards report latency percentiles. Given latencies in milliseconds (unsorted; \`None\` for timed-out requests, which are excluded) and a list of percentiles \`ps\` (each \`0 < p <= 100\`), return the nearest-rank percentile for each: sort the values, and take the value at 1-based rank \`ceil(p / 100 * n)\`.

When there are no values, every percentile is \`None\`.`,
  constraints: ['0 <= len(latencies) <= 10^5', '1 <= len(ps) <= 10'],
  hints: [
    'Sort once; every percentile is then an index lookup.',
    'Rank is 1-based: subtract 1 for the list index, and use `math.ceil`, not `round` or `int`.',
  ],
  entryPoint: 'percentiles',
  params: [{ name: 'latencies' }, { name: 'ps' }],
  starterCode: `from typing import List, Optional


def percentiles(latencies: List[Optional[int]], ps: List[float]) -> List[Optional[int]]:
    pass
`,
  solution: `import math
from typing import List, Optional


def percentiles(latencies: List[Optional[int]], ps: List[float]) -> List[Optional[int]]:
    values = sorted(value for value in latencies if value is not None)
    if not values:
        return [None for _ in ps]
    n = len(values)
    return [values[max(1, math.ceil(p / 100 * n)) - 1] for p in ps]
`,
  wrongSolutions: [
    {
      mistake: 'truncates the rank instead of rounding it up',
      code: `def percentiles(latencies, ps):
    v = sorted(x for x in latencies if x is not None)
    if not v:
        return [None for _ in ps]
    return [v[min(len(v) - 1, int(p / 100 * len(v)))] for p in ps]
`,
    },
    {
      mistake: 'counts timeouts as 0 ms',
      code: `import math
def percentiles(latencies, ps):
    v = sorted(x or 0 for x in latencies)
    if not v:
        return [None for _ in ps]
    return [v[max(1, math.ceil(p / 100 * len(v))) - 1] for p in ps]
`,
    },
    {
      mistake: 'interpolates between ranks',
      code: `def percentiles(latencies, ps):
    v = sorted(x for x in latencies if x is not None)
    if not v:
        return [None for _ in ps]
    out = []
    for p in ps:
        pos = p / 100 * (len(v) - 1)
        lo = int(pos)
        hi = min(lo + 1, len(v) - 1)
        out.append(v[lo] + (v[hi] - v[lo]) * (pos - lo))
    return out
`,
    },
  ],
  tests: [
    {
      args: [
        [15, 20, 35, 40, 50],
        [30, 50, 100],
      ],
      expected: [20, 35, 50],
      hidden: false,
    },
    { args: [[], [50, 99]], expected: [null, null], hidden: false },
    { args: [[null, null], [50]], expected: [null] },
    { args: [[7], [1, 50, 100]], expected: [7, 7, 7] },
    {
      args: [
        [10, 20, 30, 40],
        [25, 50, 75],
      ],
      expected: [10, 20, 30],
    },
    {
      args: [
        [100, 1, 50, null, 25],
        [50, 95],
      ],
      expected: [25, 100],
    },
    {
      args: [
        [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
        [90, 99, 10],
      ],
      expected: [9, 10, 1],
    },
    {
      args: [
        [5, 5, 5, 9],
        [75, 76],
      ],
      expected: [5, 9],
    },
    {
      args: [
        [null, 300, 200, 100],
        [34, 67],
      ],
      expected: [200, 300],
    },
    {
      args: [
        [3, 1, 2],
        [0.1, 33.4],
      ],
      expected: [1, 2],
    },
  ],
};
