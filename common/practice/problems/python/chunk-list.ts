/* Expected values are generated: edit args, then run node scripts/generate-python-problems.mjs */
import type { PythonProblemInput } from '../../problem-schema.ts';

export const problem: PythonProblemInput = {
  id: 'chunk-list',
  language: 'python',
  title: 'Batch Records for Upload',
  topic: 'Itertools',
  difficulty: 'Easy',
  description:
    'APIs and warehouses limit how many records you can send at once. Split `items` into consecutive batches of `size` items; the last batch may be shorter. Keep the original order.',
  constraints: ['0 <= len(items) <= 10^5', '1 <= size <= 10^5'],
  hints: [
    'Slices work: `items[start:start + size]` for `start` in `range(0, len(items), size)`.',
    'For any iterable (not just lists), `itertools.islice` takes `size` items at a time.',
  ],
  entryPoint: 'chunk',
  params: [{ name: 'items' }, { name: 'size' }],
  starterCode: `from typing import List


def chunk(items: list, size: int) -> List[list]:
    # Return the batches in order.
    pass
`,
  solution: `from itertools import islice
from typing import List


def chunk(items: list, size: int) -> List[list]:
    iterator = iter(items)
    batches = []
    while batch := list(islice(iterator, size)):
        batches.append(batch)
    return batches
`,
  solutionNotes:
    '`islice` pulls at most `size` items per batch, so it also works on generators and files.',
  wrongSolutions: [
    {
      mistake: 'drops the last, shorter batch',
      code: `def chunk(items, size):
    return [items[i:i + size] for i in range(0, len(items) - size + 1, size)]
`,
    },
    {
      mistake: 'off by one: batches of size + 1',
      code: `def chunk(items, size):
    return [items[i:i + size + 1] for i in range(0, len(items), size + 1)]
`,
    },
    {
      mistake: 'stops at the first falsy item',
      code: `def chunk(items, size):
    out, batch = [], []
    for item in items:
        if not item and item is not False and item != 0:
            break
        batch.append(item)
        if len(batch) == size:
            out.append(batch)
            batch = []
    if batch:
        out.append(batch)
    return out
`,
    },
  ],
  tests: [
    { args: [[1, 2, 3, 4, 5], 2], expected: [[1, 2], [3, 4], [5]], hidden: false },
    { args: [[], 3], expected: [] },
    { args: [[1, 2, 3], 3], expected: [[1, 2, 3]] },
    { args: [[1, 2, 3], 5], expected: [[1, 2, 3]] },
    { args: [['a', 'b', 'c', 'd'], 1], expected: [['a'], ['b'], ['c'], ['d']] },
    {
      args: [[1, 2, 3, 4, 5, 6], 4],
      expected: [
        [1, 2, 3, 4],
        [5, 6],
      ],
    },
    { args: [[null, 0, false], 2], expected: [[null, 0], [false]] },
    { args: [[1, 2, 3, 4, 5, 6, 7], 3], expected: [[1, 2, 3], [4, 5, 6], [7]] },
    { args: [['x'], 1], expected: [['x']] },
    { args: [[null, null, 1], 2], expected: [[null, null], [1]] },
  ],
};
