/* Expected values are generated: edit args, then run node scripts/generate-python-problems.mjs */
import type { PythonProblemInput } from '../../problem-schema.ts';

export const problem: PythonProblemInput = {
  id: 'pivot-sales',
  language: 'python',
  title: 'Pivot Sales by Region and Month',
  topic: 'ETL Transforms',
  difficulty: 'Medium',
  description: `Sales rows arrive as dicts with the keys \`region\`, \`month\` and \`amount\`. Build the pivot table a dashboard needs: a dict mapping each region to a dict mapping each month to the total amount, rounded to 2 decimals.

Only region/month pairs that appear in the input are present (no zero filling).`,
  constraints: ['0 <= len(rows) <= 10^5', 'Amounts may be negative (refunds)'],
  hints: [
    'A nested `defaultdict(lambda: defaultdict(float))` lets you write `table[region][month] += amount`.',
    'Convert to plain dicts and round at the end.',
  ],
  entryPoint: 'pivot_sales',
  params: [{ name: 'rows' }],
  starterCode: `from typing import List


def pivot_sales(rows: List[dict]) -> dict:
    # Return {region: {month: total}}.
    pass
`,
  solution: `from collections import defaultdict
from typing import List


def pivot_sales(rows: List[dict]) -> dict:
    table = defaultdict(lambda: defaultdict(float))
    for row in rows:
        table[row["region"]][row["month"]] += row["amount"]
    return {
        region: {month: round(total, 2) for month, total in months.items()}
        for region, months in table.items()
    }
`,
  solutionNotes:
    'One pass with nested defaultdicts, O(n); rounding once at the end keeps totals exact enough.',
  wrongSolutions: [
    {
      mistake: 'keeps the last amount instead of summing',
      code: `def pivot_sales(rows):
    t = {}
    for r in rows:
        t.setdefault(r["region"], {})[r["month"]] = round(r["amount"], 2)
    return t
`,
    },
    {
      mistake: 'fills missing months with 0',
      code: `def pivot_sales(rows):
    months = {r["month"] for r in rows}
    t = {}
    for r in rows:
        t.setdefault(r["region"], {m: 0.0 for m in months})
        t[r["region"]][r["month"]] += r["amount"]
    return {g: {m: round(v, 2) for m, v in ms.items()} for g, ms in t.items()}
`,
    },
    {
      mistake: 'drops negative amounts (refunds)',
      code: `def pivot_sales(rows):
    t = {}
    for r in rows:
        if r["amount"] < 0:
            continue
        ms = t.setdefault(r["region"], {})
        ms[r["month"]] = ms.get(r["month"], 0.0) + r["amount"]
    return {g: {m: round(v, 2) for m, v in ms.items()} for g, ms in t.items()}
`,
    },
  ],
  tests: [
    {
      args: [
        [
          { region: 'EU', month: '2024-01', amount: 100 },
          { region: 'EU', month: '2024-02', amount: 50.5 },
          { region: 'US', month: '2024-01', amount: 80 },
          { region: 'EU', month: '2024-01', amount: 20 },
        ],
      ],
      expected: { EU: { '2024-01': 120, '2024-02': 50.5 }, US: { '2024-01': 80 } },
      hidden: false,
    },
    { args: [[]], expected: {} },
    {
      args: [[{ region: 'APAC', month: '2024-03', amount: 0 }]],
      expected: { APAC: { '2024-03': 0 } },
    },
    {
      args: [
        [
          { region: 'EU', month: 'm', amount: 0.1 },
          { region: 'EU', month: 'm', amount: 0.2 },
        ],
      ],
      expected: { EU: { m: 0.3 } },
    },
    {
      args: [
        [
          { region: 'US', month: '2024-01', amount: 50 },
          { region: 'US', month: '2024-01', amount: -50 },
        ],
      ],
      expected: { US: { '2024-01': 0 } },
    },
    {
      args: [
        [
          { region: 'A', month: '1', amount: 1 },
          { region: 'B', month: '1', amount: 2 },
          { region: 'A', month: '2', amount: 3 },
          { region: 'B', month: '2', amount: 4 },
          { region: 'A', month: '1', amount: 5 },
        ],
      ],
      expected: { A: { '1': 6, '2': 3 }, B: { '1': 2, '2': 4 } },
    },
    {
      args: [
        [
          { region: 'EU', month: '2024-01', amount: 10 },
          { region: 'US', month: '2024-02', amount: 5 },
        ],
      ],
      expected: { EU: { '2024-01': 10 }, US: { '2024-02': 5 } },
    },
    {
      args: [
        [
          { region: 'EU', month: '2024-01', amount: 10 },
          { region: 'EU', month: '2024-01', amount: -2.5 },
        ],
      ],
      expected: { EU: { '2024-01': 7.5 } },
    },
    {
      args: [
        [
          { region: 'X', month: '2024-05', amount: 0.1 },
          { region: 'X', month: '2024-05', amount: 0.2 },
        ],
      ],
      expected: { X: { '2024-05': 0.3 } },
    },
    { args: [[]], expected: {} },
  ],
};
