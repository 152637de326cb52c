/* Expected values are generated: edit args, then run node scripts/generate-python-problems.mjs */
import type { PythonProblemInput } from '../../problem-schema.ts';

export const problem: PythonProblemInput = {
  id: 'impute-median',
  language: 'python',
  title: 'Impute Missing Values by Group Median',
  topic: 'Data Cleaning',
  difficulty: 'Medium',
  description: `Rows are \`[group, value]\` pairs where \`value\` may be \`None\`. Replace each missing value with the median of the known values of the same group (the mean of the two middle values when there is an even number). If a group has no known value, use the median of all known values; if there is none at all, leave \`None\`.

Return the values in row order.`,
  constraints: ['0 <= len(rows) <= 10^5'],
  hints: [
    'First pass: collect known values per group. Second pass: fill.',
    '`statistics.median` already averages the two middle values.',
  ],
  entryPoint: 'impute_median',
  params: [{ name: 'rows' }],
  starterCode: `from typing import List, Optional


def impute_median(rows: List[list]) -> List[Optional[float]]:
    pass
`,
  solution: `from statistics import median
from typing import List, Optional


def impute_median(rows: List[list]) -> List[Optional[float]]:
    known = {}
    for group, value in rows:
        if value is not None:
            known.setdefault(group, []).append(value)
    every = [value for values in known.values() for value in values]
    overall = median(every) if every else None
    medians = {group: median(values) for group, values in known.items()}
    return [
        value if value is not None else medians.get(group, overall)
        for group, value in rows
    ]
`,
  wrongSolutions: [
    {
      mistake: 'takes the upper middle value instead of averaging the two middle values',
      code: `def impute_median(rows):
    known = {}
    for group, value in rows:
        if value is not None:
            known.setdefault(group, []).append(value)
    def med(values):
        values = sorted(values)
        return values[len(values) // 2]
    every = [v for vs in known.values() for v in vs]
    overall = med(every) if every else None
    return [v if v is not None else (med(known[g]) if g in known else overall) for g, v in rows]
`,
    },
    {
      mistake: 'uses the mean',
      code: `def impute_median(rows):
    known = {}
    for group, value in rows:
        if value is not None:
            known.setdefault(group, []).append(value)
    every = [v for vs in known.values() for v in vs]
    overall = sum(every) / len(every) if every else None
    return [v if v is not None else (sum(known[g]) / len(known[g]) if g in known else overall) for g, v in rows]
`,
    },
    {
      mistake: 'leaves groups without known values empty',
      code: `from statistics import median
def impute_median(rows):
    known = {}
    for group, value in rows:
        if value is not None:
            known.setdefault(group, []).append(value)
    return [v if v is not None else (median(known[g]) if g in known else None) for g, v in rows]
`,
    },
  ],
  tests: [
    {
      args: [
        [
          ['a', 1],
          ['a', null],
          ['a', 3],
          ['b', 10],
        ],
      ],
      expected: [1, 2, 3, 10],
      hidden: false,
    },
    {
      args: [
        [
          ['x', null],
          ['y', 4],
          ['y', 8],
        ],
      ],
      expected: [6, 4, 8],
      hidden: false,
    },
    { args: [[]], expected: [] },
    {
      args: [
        [
          ['a', null],
          ['b', null],
        ],
      ],
      expected: [null, null],
    },
    {
      args: [
        [
          ['a', 5],
          ['a', 1],
          ['a', 2],
          ['a', 10],
          ['a', null],
        ],
      ],
      expected: [5, 1, 2, 10, 3.5],
    },
    {
      args: [
        [
          ['a', 0],
          ['a', null],
        ],
      ],
      expected: [0, 0],
    },
    {
      args: [
        [
          ['a', 1],
          ['a', 2],
          ['a', 9],
          ['b', null],
        ],
      ],
      expected: [1, 2, 9, 2],
    },
    {
      args: [
        [
          ['a', 2.5],
          ['b', null],
          ['a', 3.5],
          ['b', 7],
          ['a', null],
        ],
      ],
      expected: [2.5, 7, 3.5, 7, 3],
    },
    {
      args: [
        [
          ['g', 3],
          ['g', 3],
          ['g', 100],
          ['g', null],
        ],
      ],
      expected: [3, 3, 100, 3],
    },
    {
      args: [
        [
          ['a', null],
          ['b', 1],
          ['b', 2],
          ['c', 100],
          ['c', 200],
          ['c', 900],
        ],
      ],
      expected: [100, 1, 2, 100, 200, 900],
    },
  ],
};
