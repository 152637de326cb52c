/* Expected values are generated: edit args, then run node scripts/generate-python-problems.mjs */
import type { PythonProblemInput } from '../../problem-schema.ts';

export const problem: PythonProblemInput = {
  id: 'one-hot-encode',
  language: 'python',
  title: 'One-Hot Encode a Category',
  topic: 'Feature Engineering',
  difficulty: 'Easy',
  description: `Prepare a categorical column for a model. The vocabulary is the distinct non-\`None\` values sorted alphabetically, but only values that appear at least \`min_count\` times; rarer values and \`None\` all map to a final \`"__other__"\` column.

Return \`{"columns": [...vocabulary, "__other__"], "rows": [[0/1, ...], ...]}\` with one row per input value.`,
  constraints: ['0 <= len(values) <= 10^5', '1 <= min_count <= 10^5'],
  hints: [
    'Count with `collections.Counter`, ignoring `None`, then keep the values with enough occurrences.',
    'A dict from column name to index makes each row O(1) to fill.',
  ],
  entryPoint: 'one_hot',
  params: [{ name: 'values' }, { name: 'min_count' }],
  starterCode: `from typing import Dict, List, Optional


def one_hot(values: List[Optional[str]], min_count: int) -> Dict:
    pass
`,
  solution: `from collections import Counter
from typing import Dict, List, Optional


def one_hot(values: List[Optional[str]], min_count: int) -> Dict:
    counts = Counter(value for value in values if value is not None)
    vocabulary = sorted(value for value, count in counts.items() if count >= min_count)
    columns = vocabulary + ["__other__"]
    position = {value: index for index, value in enumerate(vocabulary)}
    rows = []
    for value in values:
        row = [0] * len(columns)
        row[position.get(value, len(vocabulary))] = 1
        rows.append(row)
    return {"columns": columns, "rows": rows}
`,
  wrongSolutions: [
    {
      mistake: 'keeps values seen exactly min_count times out (strict >)',
      code: `from collections import Counter
def one_hot(values, min_count):
    c = Counter(v for v in values if v is not None)
    voc = sorted(v for v, n in c.items() if n > min_count)
    cols = voc + ["__other__"]
    pos = {v: i for i, v in enumerate(voc)}
    return {"columns": cols, "rows": [[1 if i == pos.get(v, len(voc)) else 0 for i in range(len(cols))] for v in values]}
`,
    },
    {
      mistake: 'columns in first-seen order',
      code: `from collections import Counter
def one_hot(values, min_count):
    c = Counter(v for v in values if v is not None)
    voc = [v for v in c if c[v] >= min_count]
    cols = voc + ["__other__"]
    pos = {v: i for i, v in enumerate(voc)}
    return {"columns": cols, "rows": [[1 if i == pos.get(v, len(voc)) else 0 for i in range(len(cols))] for v in values]}
`,
    },
    {
      mistake: 'None rows are all zeros instead of __other__',
      code: `from collections import Counter
def one_hot(values, min_count):
    c = Counter(v for v in values if v is not None)
    voc = sorted(v for v, n in c.items() if n >= min_count)
    cols = voc + ["__other__"]
    pos = {v: i for i, v in enumerate(voc)}
    rows = []
    for v in values:
        r = [0] * len(cols)
        if v is not None:
            r[pos.get(v, len(voc))] = 1
        rows.append(r)
    return {"columns": cols, "rows": rows}
`,
    },
  ],
  tests: [
    {
      args: [['red', 'blue', 'red', null], 1],
      expected: {
        columns: ['blue', 'red', '__other__'],
        rows: [
          [0, 1, 0],
          [1, 0, 0],
          [0, 1, 0],
          [0, 0, 1],
        ],
      },
      hidden: false,
    },
    {
      args: [['a', 'b', 'a', 'c'], 2],
      expected: {
        columns: ['a', '__other__'],
        rows: [
          [1, 0],
          [0, 1],
          [1, 0],
          [0, 1],
        ],
      },
      hidden: false,
    },
    { args: [[], 1], expected: { columns: ['__other__'], rows: [] } },
    { args: [[null, null], 1], expected: { columns: ['__other__'], rows: [[1], [1]] } },
    {
      args: [['x', 'x', 'y', 'y', 'z'], 2],
      expected: {
        columns: ['x', 'y', '__other__'],
        rows: [
          [1, 0, 0],
          [1, 0, 0],
          [0, 1, 0],
          [0, 1, 0],
          [0, 0, 1],
        ],
      },
    },
    {
      args: [['zeta', 'alpha', 'mid'], 1],
      expected: {
        columns: ['alpha', 'mid', 'zeta', '__other__'],
        rows: [
          [0, 0, 1, 0],
          [1, 0, 0, 0],
          [0, 1, 0, 0],
        ],
      },
    },
    {
      args: [['k', null, 'k', 'k'], 3],
      expected: {
        columns: ['k', '__other__'],
        rows: [
          [1, 0],
          [0, 1],
          [1, 0],
          [1, 0],
        ],
      },
    },
    { args: [['a', 'a', 'b'], 5], expected: { columns: ['__other__'], rows: [[1], [1], [1]] } },
    {
      args: [['B', 'a', 'b', 'A'], 1],
      expected: {
        columns: ['A', 'B', 'a', 'b', '__other__'],
        rows: [
          [0, 1, 0, 0, 0],
          [0, 0, 1, 0, 0],
          [0, 0, 0, 1, 0],
          [1, 0, 0, 0, 0],
        ],
      },
    },
    {
      args: [['s', 't', 's', 't', 'u', null], 2],
      expected: {
        columns: ['s', 't', '__other__'],
        rows: [
          [1, 0, 0],
          [0, 1, 0],
          [1, 0, 0],
          [0, 1, 0],
          [0, 0, 1],
          [0, 0, 1],
        ],
      },
    },
  ],
};
