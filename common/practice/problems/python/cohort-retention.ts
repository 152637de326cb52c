/* Expected values are generated: edit args, then run node scripts/generate-python-problems.mjs */
import type { PythonProblemInput } from '../../problem-schema.ts';

export const problem: PythonProblemInput = {
  id: 'cohort-retention',
  language: 'python',
  title: 'Monthly Cohort Retention Table',
  topic: 'Metrics',
  difficulty: 'Hard',
  description: `Activity is a list of \`[user, date]\` pairs (ISO dates, any order). A user's cohort is the month (\`"YYYY-MM"\`) of their **first** activity. Build the classic cohort table: for each cohort, a list whose element \`k\` is the number of the cohort's users active in the \`k\`-th month after the cohort month (element 0 is the cohort size).

Each list runs from month 0 to the last month that has any activity in the whole data set (months with nobody active in between are \`0\`). Return a dict from cohort month to list.`,
  constraints: ['0 <= len(activity) <= 10^5'],
  hints: [
    'Month index: `year * 12 + month - 1`. The difference of two indices is the month offset, across years too.',
    'Find each user’s first month before counting; the input is not sorted.',
  ],
  entryPoint: 'cohort_table',
  params: [{ name: 'activity' }],
  starterCode: `from typing import Dict, List


def cohort_table(activity: List[list]) -> Dict[str, List[int]]:
    pass
`,
  solution: `from typing import Dict, List


def _month_index(day: str) -> int:
    return int(day[:4]) * 12 + int(day[5:7]) - 1


def cohort_table(activity: List[list]) -> Dict[str, List[int]]:
    months_by_user: Dict[str, set] = {}
    for user, day in activity:
        months_by_user.setdefault(user, set()).add(_month_index(day))
    if not months_by_user:
        return {}
    last = max(max(months) for months in months_by_user.values())
    table: Dict[int, List[int]] = {}
    for months in months_by_user.values():
        first = min(months)
        row = table.setdefault(first, [0] * (last - first + 1))
        for month in months:
            row[month - first] += 1
    return {
        f"{index // 12:04d}-{index % 12 + 1:02d}": row for index, row in sorted(table.items())
    }
`,
  wrongSolutions: [
    {
      mistake: 'month offset ignores the year',
      code: `def cohort_table(activity):
    by = {}
    for u, d in activity:
        by.setdefault(u, set()).add(d[:7])
    if not by:
        return {}
    last = max(max(m) for m in by.values())
    def off(a, b):
        return (int(b[5:7]) - int(a[5:7])) % 12
    t = {}
    for ms in by.values():
        f = min(ms)
        row = t.setdefault(f, [0] * (off(f, last) + 1))
        for m in ms:
            if off(f, m) < len(row):
                row[off(f, m)] += 1
    return dict(sorted(t.items()))
`,
    },
    {
      mistake: 'counts activity rows, not distinct users',
      code: `def cohort_table(activity):
    first = {}
    for u, d in activity:
        i = int(d[:4]) * 12 + int(d[5:7]) - 1
        first[u] = min(first.get(u, i), i)
    if not first:
        return {}
    last = max(int(d[:4]) * 12 + int(d[5:7]) - 1 for _, d in activity)
    t = {}
    for u, f in first.items():
        t.setdefault(f, [0] * (last - f + 1))
    for u, d in activity:
        i = int(d[:4]) * 12 + int(d[5:7]) - 1
        t[first[u]][i - first[u]] += 1
    return {f"{k // 12:04d}-{k % 12 + 1:02d}": v for k, v in sorted(t.items())}
`,
    },
    {
      mistake: 'rows stop at the cohort’s own last active month',
      code: `def cohort_table(activity):
    by = {}
    for u, d in activity:
        by.setdefault(u, set()).add(int(d[:4]) * 12 + int(d[5:7]) - 1)
    t = {}
    for ms in by.values():
        f = min(ms)
        row = t.setdefault(f, [])
        for m in ms:
            while len(row) <= m - f:
                row.append(0)
            row[m - f] += 1
    return {f"{k // 12:04d}-{k % 12 + 1:02d}": v for k, v in sorted(t.items())}
`,
    },
  ],
  tests: [
    {
      args: [
        [
          ['a', '2024-01-05'],
          ['a', '2024-02-01'],
          ['b', '2024-01-20'],
          ['c', '2024-02-10'],
        ],
      ],
      expected: { '2024-01': [2, 1], '2024-02': [1] },
      hidden: false,
    },
    { args: [[['a', '2024-03-01']]], expected: { '2024-03': [1] }, hidden: false },
    { args: [[]], expected: {} },
    {
      args: [
        [
          ['a', '2023-12-15'],
          ['a', '2024-01-02'],
        ],
      ],
      expected: { '2023-12': [1, 1] },
    },
    {
      args: [
        [
          ['a', '2024-01-01'],
          ['a', '2024-01-31'],
          ['a', '2024-01-15'],
        ],
      ],
      expected: { '2024-01': [1] },
    },
    {
      args: [
        [
          ['a', '2024-03-01'],
          ['a', '2024-01-01'],
          ['b', '2024-02-01'],
        ],
      ],
      expected: { '2024-01': [1, 0, 1], '2024-02': [1, 0] },
    },
    {
      args: [
        [
          ['a', '2024-01-01'],
          ['b', '2024-01-01'],
          ['c', '2024-04-01'],
        ],
      ],
      expected: { '2024-01': [2, 0, 0, 0], '2024-04': [1] },
    },
    {
      args: [
        [
          ['a', '2023-11-30'],
          ['a', '2024-02-01'],
          ['b', '2023-12-01'],
          ['b', '2023-12-02'],
        ],
      ],
      expected: { '2023-11': [1, 0, 0, 1], '2023-12': [1, 0, 0] },
    },
    {
      args: [
        [
          ['x', '2024-05-01'],
          ['y', '2024-05-09'],
          ['x', '2024-06-01'],
          ['y', '2024-07-01'],
          ['z', '2024-07-02'],
        ],
      ],
      expected: { '2024-05': [2, 1, 1], '2024-07': [1] },
    },
    {
      args: [
        [
          ['a', '2022-12-01'],
          ['a', '2023-12-01'],
        ],
      ],
      expected: { '2022-12': [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1] },
    },
  ],
};
