/* Expected values are generated: edit args, then run node scripts/generate-python-problems.mjs */
import type { PythonProblemInput } from '../../problem-schema.ts';

export const problem: PythonProblemInput = {
  id: 'join-orders-customers',
  language: 'python',
  title: 'Left Join in Plain Python',
  topic: 'ETL Transforms',
  difficulty: 'Medium',
  description: `You have two datasets as lists of dicts: \`orders\` (\`order_id\`, \`customer_id\`, \`amount\`) and \`customers\` (\`id\`, \`name\`).

Return one dict per order, in the original order of \`orders\`, with the keys \`order_id\`, \`customer\` (the customer's name) and \`amount\`. When no customer matches, \`customer\` is \`None\`, like a SQL LEFT JOIN. If \`customers\` repeats an id, the last one wins.`,
  constraints: ['0 <= len(orders), len(customers) <= 10^5'],
  hints: [
    'A nested loop is O(n · m). Build a lookup dict from customer id to name first.',
    '`names.get(order["customer_id"])` returns None when there is no match.',
  ],
  entryPoint: 'join_orders',
  params: [{ name: 'orders' }, { name: 'customers' }],
  starterCode: `from typing import List


def join_orders(orders: List[dict], customers: List[dict]) -> List[dict]:
    # Return [{"order_id", "customer", "amount"}] for every order.
    pass
`,
  solution: `from typing import List


def join_orders(orders: List[dict], customers: List[dict]) -> List[dict]:
    names = {customer["id"]: customer["name"] for customer in customers}
    return [
        {
            "order_id": order["order_id"],
            "customer": names.get(order["customer_id"]),
            "amount": order["amount"],
        }
        for order in orders
    ]
`,
  solutionNotes: 'A hash join: O(n + m) instead of O(n · m), the same idea a database uses.',
  wrongSolutions: [
    {
      mistake: 'drops orders without a known customer (inner join)',
      code: `def join_orders(orders, customers):
    names = {c["id"]: c["name"] for c in customers}
    return [{"order_id": o["order_id"], "customer": names[o["customer_id"]], "amount": o["amount"]} for o in orders if o["customer_id"] in names]
`,
    },
    {
      mistake: 'the first customer wins a duplicate id',
      code: `def join_orders(orders, customers):
    names = {}
    for c in customers:
        names.setdefault(c["id"], c["name"])
    return [{"order_id": o["order_id"], "customer": names.get(o["customer_id"]), "amount": o["amount"]} for o in orders]
`,
    },
    {
      mistake: 'sorts the result by order id',
      code: `def join_orders(orders, customers):
    names = {c["id"]: c["name"] for c in customers}
    rows = [{"order_id": o["order_id"], "customer": names.get(o["customer_id"]), "amount": o["amount"]} for o in orders]
    return sorted(rows, key=lambda r: r["order_id"])
`,
    },
  ],
  tests: [
    {
      args: [
        [
          { order_id: 1, customer_id: 10, amount: 25 },
          { order_id: 2, customer_id: 11, amount: 40 },
        ],
        [
          { id: 10, name: 'Ada' },
          { id: 11, name: 'Linus' },
        ],
      ],
      expected: [
        { order_id: 1, customer: 'Ada', amount: 25 },
        { order_id: 2, customer: 'Linus', amount: 40 },
      ],
      hidden: false,
    },
    { args: [[], [{ id: 1, name: 'A' }]], expected: [] },
    {
      args: [[{ order_id: 1, customer_id: 5, amount: 9.5 }], []],
      expected: [{ order_id: 1, customer: null, amount: 9.5 }],
    },
    {
      args: [
        [
          { order_id: 1, customer_id: 1, amount: 1 },
          { order_id: 2, customer_id: 2, amount: 2 },
          { order_id: 3, customer_id: 1, amount: 3 },
        ],
        [{ id: 1, name: 'A' }],
      ],
      expected: [
        { order_id: 1, customer: 'A', amount: 1 },
        { order_id: 2, customer: null, amount: 2 },
        { order_id: 3, customer: 'A', amount: 3 },
      ],
    },
    {
      args: [
        [{ order_id: 7, customer_id: 3, amount: 70 }],
        [
          { id: 3, name: 'Old' },
          { id: 3, name: 'New' },
        ],
      ],
      expected: [{ order_id: 7, customer: 'New', amount: 70 }],
    },
    {
      args: [
        [
          { order_id: 9, customer_id: 2, amount: 5 },
          { order_id: 4, customer_id: 2, amount: 6 },
        ],
        [{ id: 2, name: 'B' }],
      ],
      expected: [
        { order_id: 9, customer: 'B', amount: 5 },
        { order_id: 4, customer: 'B', amount: 6 },
      ],
    },
    {
      args: [[{ order_id: 1, customer_id: null, amount: 3 }], [{ id: 1, name: 'A' }]],
      expected: [{ order_id: 1, customer: null, amount: 3 }],
    },
    {
      args: [
        [
          { order_id: 3, customer_id: 1, amount: 5 },
          { order_id: 1, customer_id: 1, amount: 2 },
        ],
        [{ id: 1, name: 'Ann' }],
      ],
      expected: [
        { order_id: 3, customer: 'Ann', amount: 5 },
        { order_id: 1, customer: 'Ann', amount: 2 },
      ],
    },
    {
      args: [
        [{ order_id: 1, customer_id: 7, amount: 1 }],
        [
          { id: 7, name: 'Old' },
          { id: 7, name: 'New' },
        ],
      ],
      expected: [{ order_id: 1, customer: 'New', amount: 1 }],
    },
    {
      args: [[{ order_id: 9, customer_id: 2, amount: 0 }], []],
      expected: [{ order_id: 9, customer: null, amount: 0 }],
    },
  ],
};
