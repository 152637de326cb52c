/* Expected values are generated: edit args, then run node scripts/generate-python-problems.mjs */
import type { PythonProblemInput } from '../../problem-schema.ts';

export const problem: PythonProblemInput = {
  id: 'explode-order-items',
  language: 'python',
  title: 'Explode Nested Order Items',
  topic: 'Parsing CSV & JSON',
  difficulty: 'Medium',
  description: `An orders API returns documents like \`{"id": "o1", "items": [{"sku": "A", "qty": 2, "price": 3.5}]}\`. Load them into a line-items table: one row \`[order_id, sku, qty, line_total]\` per item, in input order, with \`line_total = qty * price\` rounded to 2 decimals.

Missing or \`None\` \`qty\` means 1. Items without a \`sku\` or without a numeric \`price\` are skipped. Orders whose \`items\` is missing or \`None\` produce no rows.`,
  constraints: ['0 <= total items <= 10^5'],
  hints: [
    '`order.get("items") or []` covers both a missing key and `None`.',
    'Check the price with `isinstance(price, (int, float))` — but remember `bool` is a subclass of `int`.',
  ],
  entryPoint: 'explode_items',
  params: [{ name: 'orders' }],
  starterCode: `from typing import Dict, List


def explode_items(orders: List[Dict]) -> List[list]:
    pass
`,
  solution: `from typing import Dict, List


def explode_items(orders: List[Dict]) -> List[list]:
    rows = []
    for order in orders:
        for item in order.get("items") or []:
            sku, price = item.get("sku"), item.get("price")
            if sku is None or isinstance(price, bool) or not isinstance(price, (int, float)):
                continue
            qty = item.get("qty")
            qty = 1 if qty is None else qty
            rows.append([order.get("id"), sku, qty, round(qty * price, 2)])
    return rows
`,
  wrongSolutions: [
    {
      mistake: 'treats a missing qty as 0',
      code: `def explode_items(orders):
    out = []
    for o in orders:
        for it in o.get("items") or []:
            p = it.get("price")
            if it.get("sku") is None or isinstance(p, bool) or not isinstance(p, (int, float)):
                continue
            q = it.get("qty") or 0
            out.append([o.get("id"), it["sku"], q, round(q * p, 2)])
    return out
`,
    },
    {
      mistake: 'crashes when items is None',
      code: `def explode_items(orders):
    out = []
    for o in orders:
        for it in o.get("items", []):
            p = it.get("price")
            if it.get("sku") is None or isinstance(p, bool) or not isinstance(p, (int, float)):
                continue
            q = it.get("qty")
            q = 1 if q is None else q
            out.append([o.get("id"), it["sku"], q, round(q * p, 2)])
    return out
`,
    },
    {
      mistake: 'accepts a boolean or text price',
      code: `def explode_items(orders):
    out = []
    for o in orders:
        for it in o.get("items") or []:
            if it.get("sku") is None or it.get("price") is None:
                continue
            try:
                p = float(it["price"])
            except ValueError:
                continue
            q = it.get("qty")
            q = 1 if q is None else q
            out.append([o.get("id"), it["sku"], q, round(q * p, 2)])
    return out
`,
    },
  ],
  tests: [
    {
      args: [
        [
          {
            id: 'o1',
            items: [
              { sku: 'A', qty: 2, price: 3.5 },
              { sku: 'B', price: 10 },
            ],
          },
        ],
      ],
      expected: [
        ['o1', 'A', 2, 7],
        ['o1', 'B', 1, 10],
      ],
      hidden: false,
    },
    { args: [[{ id: 'o2' }, { id: 'o3', items: [] }]], expected: [], hidden: false },
    { args: [[]], expected: [] },
    { args: [[{ id: 'o4', items: null }]], expected: [] },
    {
      args: [[{ id: 'o5', items: [{ sku: 'A', qty: null, price: 2 }] }]],
      expected: [['o5', 'A', 1, 2]],
    },
    {
      args: [
        [
          {
            id: 'o6',
            items: [
              { qty: 1, price: 2 },
              { sku: 'Z', qty: 1 },
            ],
          },
        ],
      ],
      expected: [],
    },
    {
      args: [[{ id: 'o7', items: [{ sku: 'A', qty: 3, price: 0.1 }] }]],
      expected: [['o7', 'A', 3, 0.3]],
    },
    {
      args: [
        [
          {
            id: 'o8',
            items: [
              { sku: 'A', qty: 1, price: true },
              { sku: 'B', qty: 1, price: '5' },
            ],
          },
        ],
      ],
      expected: [],
    },
    {
      args: [[{ id: 'o9', items: [{ sku: 'A', qty: 0, price: 5 }] }]],
      expected: [['o9', 'A', 0, 0]],
    },
    {
      args: [
        [
          { id: 'a', items: [{ sku: 'X', price: 1.005 }] },
          { id: 'b', items: [{ sku: 'Y', qty: 4, price: 2.25 }] },
        ],
      ],
      expected: [
        ['a', 'X', 1, 1],
        ['b', 'Y', 4, 9],
      ],
    },
  ],
};
