/* Expected values are generated: edit args, then run node scripts/generate-python-problems.mjs */
import type { PythonProblemInput } from '../../problem-schema.ts';

export const problem: PythonProblemInput = {
  id: 'ab-test-conversion',
  language: 'python',
  title: 'A/B Test Conversion Rates',
  topic: 'Metrics',
  difficulty: 'Medium',
  description: `Rows are \`[user, variant, converted]\` with \`converted\` a boolean. A user may appear several times; they count once, in the variant of their **first** row (later rows with another variant are contamination and are ignored), and they converted if any of their rows **in that variant** says so.

Return \`{variant: rate}\` with the rate rounded to 4 decimals.`,
  constraints: ['0 <= len(rows) <= 10^5'],
  hints: [
    'Remember each user’s first variant in a dict, then accumulate conversions only for matching rows.',
    'Count users per variant, not rows.',
  ],
  entryPoint: 'conversion_rates',
  params: [{ name: 'rows' }],
  starterCode: `from typing import Dict, List


def conversion_rates(rows: List[list]) -> Dict[str, float]:
    pass
`,
  solution: `from typing import Dict, List


def conversion_rates(rows: List[list]) -> Dict[str, float]:
    assigned: Dict[str, str] = {}
    converted: Dict[str, bool] = {}
    for user, variant, did_convert in rows:
        if user not in assigned:
            assigned[user] = variant
            converted[user] = False
        if assigned[user] == variant and did_convert:
            converted[user] = True
    totals: Dict[str, List[int]] = {}
    for user, variant in assigned.items():
        bucket = totals.setdefault(variant, [0, 0])
        bucket[0] += 1
        bucket[1] += converted[user]
    return {variant: round(hits / users, 4) for variant, (users, hits) in totals.items()}
`,
  wrongSolutions: [
    {
      mistake: 'counts rows instead of users',
      code: `def conversion_rates(rows):
    t = {}
    for u, v, c in rows:
        b = t.setdefault(v, [0, 0])
        b[0] += 1
        b[1] += bool(c)
    return {v: round(h / n, 4) for v, (n, h) in t.items()}
`,
    },
    {
      mistake: 'the last variant wins',
      code: `def conversion_rates(rows):
    a, c = {}, {}
    for u, v, x in rows:
        if a.get(u) != v:
            a[u] = v
            c[u] = False
        c[u] = c[u] or bool(x)
    t = {}
    for u, v in a.items():
        b = t.setdefault(v, [0, 0])
        b[0] += 1
        b[1] += c[u]
    return {v: round(h / n, 4) for v, (n, h) in t.items()}
`,
    },
    {
      mistake: 'credits conversions from the contaminated variant',
      code: `def conversion_rates(rows):
    a, c = {}, {}
    for u, v, x in rows:
        a.setdefault(u, v)
        c[u] = c.get(u, False) or bool(x)
    t = {}
    for u, v in a.items():
        b = t.setdefault(v, [0, 0])
        b[0] += 1
        b[1] += c[u]
    return {v: round(h / n, 4) for v, (n, h) in t.items()}
`,
    },
  ],
  tests: [
    {
      args: [
        [
          ['u1', 'A', false],
          ['u1', 'A', true],
          ['u2', 'A', false],
          ['u3', 'B', true],
        ],
      ],
      expected: { A: 0.5, B: 1 },
      hidden: false,
    },
    {
      args: [
        [
          ['u1', 'A', false],
          ['u1', 'B', true],
        ],
      ],
      expected: { A: 0 },
      hidden: false,
    },
    { args: [[]], expected: {} },
    {
      args: [
        [
          ['a', 'A', true],
          ['a', 'A', true],
          ['b', 'A', false],
        ],
      ],
      expected: { A: 0.5 },
    },
    {
      args: [
        [
          ['a', 'B', false],
          ['a', 'A', false],
          ['b', 'A', true],
        ],
      ],
      expected: { B: 0, A: 1 },
    },
    {
      args: [
        [
          ['a', 'A', false],
          ['b', 'A', false],
          ['c', 'A', true],
        ],
      ],
      expected: { A: 0.3333 },
    },
    {
      args: [
        [
          ['x', 'ctrl', false],
          ['x', 'test', true],
          ['x', 'ctrl', false],
        ],
      ],
      expected: { ctrl: 0 },
    },
    {
      args: [
        [
          ['a', 'A', true],
          ['b', 'B', true],
          ['c', 'C', false],
        ],
      ],
      expected: { A: 1, B: 1, C: 0 },
    },
    {
      args: [
        [
          ['a', 'A', false],
          ['a', 'A', false],
          ['a', 'A', true],
          ['b', 'A', false],
        ],
      ],
      expected: { A: 0.5 },
    },
    {
      args: [
        [
          ['p', 'B', true],
          ['q', 'B', false],
          ['p', 'A', false],
          ['r', 'B', false],
        ],
      ],
      expected: { B: 0.3333 },
    },
  ],
};
