/* Expected values are generated: edit args, then run node scripts/generate-python-problems.mjs */
import type { PythonProblemInput } from '../../problem-schema.ts';

export const problem: PythonProblemInput = {
  id: 'stickiness-ratio',
  language: 'python',
  title: 'DAU/MAU Stickiness',
  topic: 'Metrics',
  difficulty: 'Medium',
  description: `Events are \`[user, date]\` pairs (ISO dates, any month). For the month \`month\` (\`"YYYY-MM"\`), stickiness is the average daily active users over **every calendar day** of that month (days with nobody active count as 0) divided by the month's active users (distinct users with an event that month).

Return it rounded to 4 decimals, or \`0.0\` when nobody was active that month.`,
  constraints: ['0 <= len(events) <= 10^5'],
  hints: [
    '`calendar.monthrange(year, month)[1]` is the number of days in the month (leap years included).',
    'Daily actives are distinct per day: a set of users per date.',
  ],
  entryPoint: 'stickiness',
  params: [{ name: 'events' }, { name: 'month' }],
  starterCode: `from typing import List


def stickiness(events: List[list], month: str) -> float:
    pass
`,
  solution: `import calendar
from typing import Dict, List


def stickiness(events: List[list], month: str) -> float:
    daily: Dict[str, set] = {}
    for user, day in events:
        if day[:7] == month:
            daily.setdefault(day, set()).add(user)
    monthly = set().union(*daily.values()) if daily else set()
    if not monthly:
        return 0.0
    days = calendar.monthrange(int(month[:4]), int(month[5:7]))[1]
    average_dau = sum(len(users) for users in daily.values()) / days
    return round(average_dau / len(monthly), 4)
`,
  wrongSolutions: [
    {
      mistake: 'averages only over days with activity',
      code: `def stickiness(events, month):
    d = {}
    for u, day in events:
        if day[:7] == month:
            d.setdefault(day, set()).add(u)
    m = set().union(*d.values()) if d else set()
    if not m:
        return 0.0
    return round(sum(len(x) for x in d.values()) / len(d) / len(m), 4)
`,
    },
    {
      mistake: 'assumes every month has 30 days',
      code: `def stickiness(events, month):
    d = {}
    for u, day in events:
        if day[:7] == month:
            d.setdefault(day, set()).add(u)
    m = set().union(*d.values()) if d else set()
    if not m:
        return 0.0
    return round(sum(len(x) for x in d.values()) / 30 / len(m), 4)
`,
    },
    {
      mistake: 'counts events per day, not distinct users',
      code: `import calendar
def stickiness(events, month):
    n, m = 0, set()
    for u, day in events:
        if day[:7] == month:
            n += 1
            m.add(u)
    if not m:
        return 0.0
    return round(n / calendar.monthrange(int(month[:4]), int(month[5:7]))[1] / len(m), 4)
`,
    },
  ],
  tests: [
    {
      args: [
        [
          ['a', '2024-04-01'],
          ['a', '2024-04-02'],
          ['b', '2024-04-01'],
        ],
        '2024-04',
      ],
      expected: 0.05,
      hidden: false,
    },
    { args: [[['a', '2024-05-01']], '2024-04'], expected: 0, hidden: false },
    { args: [[], '2024-01'], expected: 0 },
    {
      args: [
        [
          ['a', '2024-02-01'],
          ['a', '2024-02-29'],
        ],
        '2024-02',
      ],
      expected: 0.069,
    },
    {
      args: [
        [
          ['a', '2023-02-01'],
          ['a', '2023-02-28'],
        ],
        '2023-02',
      ],
      expected: 0.0714,
    },
    {
      args: [
        [
          ['a', '2024-01-05'],
          ['a', '2024-01-05'],
          ['b', '2024-01-05'],
        ],
        '2024-01',
      ],
      expected: 0.0323,
    },
    {
      args: [
        [
          ['a', '2024-03-31'],
          ['b', '2024-04-01'],
        ],
        '2024-03',
      ],
      expected: 0.0323,
    },
    {
      args: [
        [
          ['u', '2024-06-10'],
          ['v', '2024-06-11'],
          ['w', '2024-06-12'],
        ],
        '2024-06',
      ],
      expected: 0.0333,
    },
    {
      args: [
        [
          ['a', '2024-07-01'],
          ['a', '2024-07-02'],
          ['a', '2024-07-03'],
          ['b', '2024-07-03'],
        ],
        '2024-07',
      ],
      expected: 0.0645,
    },
    {
      args: [
        [
          ['a', '2024-12-31'],
          ['a', '2025-01-01'],
        ],
        '2024-12',
      ],
      expected: 0.0323,
    },
  ],
};
