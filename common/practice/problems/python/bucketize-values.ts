/* Expected values are generated: edit args, then run node scripts/generate-python-problems.mjs */
import type { PythonProblemInput } from '../../problem-schema.ts';

export const problem: PythonProblemInput = {
  id: 'bucketize-values',
  language: 'python',
  title: 'Bucketize Ages into Bands',
  topic: 'Feature Engineering',
  difficulty: 'Easy',
  description:
    'Turn a numeric column into labelled bands. `edges` is a sorted list of boundaries `[e0, e1, …, en]`; bands are half-open: `[e0, e1)`, `[e1, e2)`, …, and the label of a band is `"e0-e1"` (the edges as written, so `18` not `18.0`). Values below `e0` are `"<e0"`, values at or above the last edge are `">=en"`, and `None` is `"unknown"`.',
  constraints: ['0 <= len(values) <= 10^5', '1 <= len(edges) <= 50, strictly increasing'],
  hints: [
    '`bisect.bisect_right(edges, value)` tells you how many edges are at or below the value.',
    'Check the band rule on a value equal to an edge: it belongs to the band that starts there.',
  ],
  entryPoint: 'bucketize',
  params: [{ name: 'values' }, { name: 'edges' }],
  starterCode: `from typing import List, Optional


def bucketize(values: List[Optional[float]], edges: List[int]) -> List[str]:
    pass
`,
  solution: `from bisect import bisect_right
from typing import List, Optional


def bucketize(values: List[Optional[float]], edges: List[int]) -> List[str]:
    labels = []
    for value in values:
        if value is None:
            labels.append("unknown")
            continue
        position = bisect_right(edges, value)
        if position == 0:
            labels.append("<" + str(edges[0]))
        elif position == len(edges):
            labels.append(">=" + str(edges[-1]))
        else:
            labels.append(str(edges[position - 1]) + "-" + str(edges[position]))
    return labels
`,
  wrongSolutions: [
    {
      mistake: 'bands closed on the right (bisect_left)',
      code: `from bisect import bisect_left
def bucketize(values, edges):
    out = []
    for v in values:
        if v is None:
            out.append("unknown")
            continue
        p = bisect_left(edges, v)
        if p == 0:
            out.append("<" + str(edges[0]))
        elif p == len(edges):
            out.append(">=" + str(edges[-1]))
        else:
            out.append(str(edges[p - 1]) + "-" + str(edges[p]))
    return out
`,
    },
    {
      mistake: 'crashes on None',
      code: `from bisect import bisect_right
def bucketize(values, edges):
    out = []
    for v in values:
        p = bisect_right(edges, v)
        if p == 0:
            out.append("<" + str(edges[0]))
        elif p == len(edges):
            out.append(">=" + str(edges[-1]))
        else:
            out.append(str(edges[p - 1]) + "-" + str(edges[p]))
    return out
`,
    },
    {
      mistake: 'puts values past the last edge in the last band',
      code: `from bisect import bisect_right
def bucketize(values, edges):
    out = []
    for v in values:
        if v is None:
            out.append("unknown")
            continue
        p = min(bisect_right(edges, v), len(edges) - 1)
        out.append("<" + str(edges[0]) if p == 0 else str(edges[p - 1]) + "-" + str(edges[p]))
    return out
`,
    },
  ],
  tests: [
    {
      args: [
        [17, 18, 34, 65, null],
        [18, 35, 65],
      ],
      expected: ['<18', '18-35', '18-35', '>=65', 'unknown'],
      hidden: false,
    },
    { args: [[0, 100], [10]], expected: ['<10', '>=10'], hidden: false },
    { args: [[], [1, 2]], expected: [] },
    { args: [[null], [0]], expected: ['unknown'] },
    {
      args: [
        [35, 34.99],
        [18, 35, 65],
      ],
      expected: ['35-65', '18-35'],
    },
    {
      args: [
        [-5, 0, 5],
        [0, 5],
      ],
      expected: ['<0', '0-5', '>=5'],
    },
    {
      args: [
        [64, 65, 66],
        [18, 35, 65],
      ],
      expected: ['35-65', '>=65', '>=65'],
    },
    { args: [[25], [18, 35, 65]], expected: ['18-35'] },
    {
      args: [
        [1, 2, 3],
        [1, 2, 3],
      ],
      expected: ['1-2', '2-3', '>=3'],
    },
    {
      args: [
        [18, null, 100],
        [18, 30],
      ],
      expected: ['18-30', 'unknown', '>=30'],
    },
  ],
};
