/* Expected values are generated: edit args, then run node scripts/generate-python-problems.mjs */
import type { PythonProblemInput } from '../../problem-schema.ts';

export const problem: PythonProblemInput = {
  id: 'merge-inventories',
  language: 'python',
  title: 'Merge Warehouse Inventories',
  topic: 'Collections',
  difficulty: 'Easy',
  description: `Two warehouses report their stock as dicts mapping SKU to quantity. Quantities can be zero or negative after corrections.

Return the combined stock: quantities of the same SKU are added, and SKUs whose total is zero or less are removed.`,
  constraints: ['0 <= number of SKUs <= 10^5'],
  hints: [
    '`collections.Counter` adds dicts of counts: `total = Counter(a); total.update(b)`.',
    'Filter with a dict comprehension: keep only `quantity > 0`.',
  ],
  entryPoint: 'merge_inventories',
  params: [{ name: 'a' }, { name: 'b' }],
  starterCode: `def merge_inventories(a: dict, b: dict) -> dict:
    # Return {sku: combined quantity} without SKUs whose total is <= 0.
    pass
`,
  solution: `from collections import Counter


def merge_inventories(a: dict, b: dict) -> dict:
    total = Counter(a)
    total.update(b)
    return {sku: quantity for sku, quantity in total.items() if quantity > 0}
`,
  solutionNotes:
    '`Counter.update` adds counts (unlike `dict.update`, which replaces them). `a + b` would also drop non-positive totals, but only after adding.',
  wrongSolutions: [
    {
      mistake: 'keeps SKUs whose total is zero',
      code: `def merge_inventories(a, b):
    t = dict(a)
    for k, v in b.items():
        t[k] = t.get(k, 0) + v
    return {k: v for k, v in t.items() if v >= 0}
`,
    },
    {
      mistake: 'b overwrites a instead of adding',
      code: `def merge_inventories(a, b):
    t = {**a, **b}
    return {k: v for k, v in t.items() if v > 0}
`,
    },
    {
      mistake: 'drops negative entries before adding',
      code: `def merge_inventories(a, b):
    t = {}
    for d in (a, b):
        for k, v in d.items():
            if v > 0:
                t[k] = t.get(k, 0) + v
    return t
`,
    },
  ],
  tests: [
    {
      args: [
        { apple: 3, pear: 1 },
        { apple: 2, plum: 4 },
      ],
      expected: { apple: 5, pear: 1, plum: 4 },
      hidden: false,
    },
    { args: [{}, {}], expected: {} },
    { args: [{ a: 1 }, {}], expected: { a: 1 } },
    { args: [{ a: 2 }, { a: -2, b: 1 }], expected: { b: 1 } },
    { args: [{ a: 0, b: -1 }, { c: 3 }], expected: { c: 3 } },
    { args: [{ x: 5 }, { x: -7 }], expected: {} },
    {
      args: [
        { k1: 10, k2: 20 },
        { k2: 5, k3: 0 },
      ],
      expected: { k1: 10, k2: 25 },
    },
    { args: [{ s1: 3 }, { s1: 4, s2: 0 }], expected: { s1: 7 } },
    { args: [{}, {}], expected: {} },
    { args: [{ p: -1 }, { p: 2, q: 1 }], expected: { p: 1, q: 1 } },
  ],
};
