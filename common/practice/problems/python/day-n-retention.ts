/* Expected values are generated: edit args, then run node scripts/generate-python-problems.mjs */
import type { PythonProblemInput } from '../../problem-schema.ts';

export const problem: PythonProblemInput = {
  id: 'day-n-retention',
  language: 'python',
  title: 'Day-N Retention',
  topic: 'Metrics',
  difficulty: 'Medium',
  description: `\`signups\` maps each user to their sign-up date and \`activity\` lists \`[user, date]\` pairs (ISO dates, duplicates possible). Day-N retention is the share of signed-up users who were active exactly \`n\` days after their sign-up date (day 0 is the sign-up day).

Return it rounded to 4 decimals; return \`0.0\` when nobody signed up. Activity of users not in \`signups\` is ignored.`,
  constraints: ['0 <= len(signups), len(activity) <= 10^5', '0 <= n <= 365'],
  hints: [
    'Turn the activity into a set of `(user, date)` so duplicates do not count twice.',
    'Compute the target day with `date.fromisoformat(...) + timedelta(days=n)`; string arithmetic breaks at month ends.',
  ],
  entryPoint: 'day_n_retention',
  params: [{ name: 'signups' }, { name: 'activity' }, { name: 'n' }],
  starterCode: `from typing import Dict, List


def day_n_retention(signups: Dict[str, str], activity: List[list], n: int) -> float:
    pass
`,
  solution: `from datetime import date, timedelta
from typing import Dict, List


def day_n_retention(signups: Dict[str, str], activity: List[list], n: int) -> float:
    if not signups:
        return 0.0
    active = {(user, day) for user, day in activity}
    retained = 0
    for user, signed_up in signups.items():
        target = (date.fromisoformat(signed_up) + timedelta(days=n)).isoformat()
        if (user, target) in active:
            retained += 1
    return round(retained / len(signups), 4)
`,
  wrongSolutions: [
    {
      mistake: 'counts users active on or after day N (rolling retention)',
      code: `from datetime import date, timedelta
def day_n_retention(signups, activity, n):
    if not signups:
        return 0.0
    kept = {u for u, d in activity if u in signups and date.fromisoformat(d) >= date.fromisoformat(signups[u]) + timedelta(days=n)}
    return round(len(kept) / len(signups), 4)
`,
    },
    {
      mistake: 'divides by active users instead of signed-up users',
      code: `from datetime import date, timedelta
def day_n_retention(signups, activity, n):
    users = {u for u, _ in activity if u in signups}
    if not users:
        return 0.0
    kept = {u for u, d in activity if u in signups and d == (date.fromisoformat(signups[u]) + timedelta(days=n)).isoformat()}
    return round(len(kept) / len(users), 4)
`,
    },
    {
      mistake: 'counts duplicate activity twice',
      code: `from datetime import date, timedelta
def day_n_retention(signups, activity, n):
    if not signups:
        return 0.0
    hits = sum(1 for u, d in activity if u in signups and d == (date.fromisoformat(signups[u]) + timedelta(days=n)).isoformat())
    return round(hits / len(signups), 4)
`,
    },
  ],
  tests: [
    {
      args: [
        { a: '2024-01-01', b: '2024-01-01', c: '2024-01-02' },
        [
          ['a', '2024-01-02'],
          ['c', '2024-01-03'],
          ['b', '2024-01-05'],
        ],
        1,
      ],
      expected: 0.6667,
      hidden: false,
    },
    { args: [{}, [['a', '2024-01-01']], 1], expected: 0, hidden: false },
    { args: [{ a: '2024-01-31' }, [['a', '2024-02-01']], 1], expected: 1 },
    {
      args: [
        { a: '2024-02-28' },
        [
          ['a', '2024-03-01'],
          ['a', '2024-02-29'],
        ],
        1,
      ],
      expected: 1,
    },
    {
      args: [
        { a: '2024-01-01', b: '2024-01-01' },
        [
          ['a', '2024-01-08'],
          ['a', '2024-01-08'],
        ],
        7,
      ],
      expected: 0.5,
    },
    { args: [{ a: '2024-01-01' }, [['a', '2024-01-01']], 0], expected: 1 },
    {
      args: [
        { a: '2024-01-01', b: '2024-01-01', c: '2024-01-01' },
        [
          ['a', '2024-01-02'],
          ['z', '2024-01-02'],
        ],
        1,
      ],
      expected: 0.3333,
    },
    { args: [{ a: '2024-01-01' }, [['a', '2024-01-03']], 1], expected: 0 },
    {
      args: [
        { a: '2023-12-31', b: '2024-01-01' },
        [
          ['a', '2024-01-30'],
          ['b', '2024-01-31'],
        ],
        30,
      ],
      expected: 1,
    },
    {
      args: [
        { a: '2024-01-01', b: '2024-01-02', c: '2024-01-03' },
        [
          ['a', '2024-01-02'],
          ['b', '2024-01-03'],
          ['c', '2024-01-04'],
          ['b', '2024-01-04'],
        ],
        1,
      ],
      expected: 1,
    },
  ],
};
