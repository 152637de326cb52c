/* Expected values are generated: edit args, then run node scripts/generate-python-problems.mjs */
import type { PythonProblemInput } from '../../problem-schema.ts';

export const problem: PythonProblemInput = {
  id: 'add-months',
  language: 'python',
  title: 'Add Months to a Billing Date',
  topic: 'Dates & Times',
  difficulty: 'Easy',
  description:
    "Subscriptions renew monthly. Given an ISO date and an integer `months` (possibly negative), return the date `months` months later. When the day does not exist in the target month, use that month's last day: `2024-01-31` + 1 month is `2024-02-29`, and `2023-01-31` + 1 month is `2023-02-28`.",
  constraints: ['-1200 <= months <= 1200', 'Dates between 1900 and 2100'],
  hints: [
    'Work with a month index: `year * 12 + (month - 1) + months`, then `divmod` by 12.',
    'Clamp the day with `calendar.monthrange(year, month)[1]`.',
  ],
  entryPoint: 'add_months',
  params: [{ name: 'day' }, { name: 'months' }],
  starterCode: `def add_months(day: str, months: int) -> str:
    pass
`,
  solution: `import calendar
from datetime import date


def add_months(day: str, months: int) -> str:
    start = date.fromisoformat(day)
    year, month = divmod(start.year * 12 + start.month - 1 + months, 12)
    month += 1
    last = calendar.monthrange(year, month)[1]
    return date(year, month, min(start.day, last)).isoformat()
`,
  wrongSolutions: [
    {
      mistake: 'adds 30 days per month',
      code: `from datetime import date, timedelta
def add_months(day, months):
    return (date.fromisoformat(day) + timedelta(days=30 * months)).isoformat()
`,
    },
    {
      mistake: 'rolls over into the next month instead of clamping',
      code: `from datetime import date, timedelta
def add_months(day, months):
    s = date.fromisoformat(day)
    y, m = divmod(s.year * 12 + s.month - 1 + months, 12)
    return (date(y, m + 1, 1) + timedelta(days=s.day - 1)).isoformat()
`,
    },
    {
      mistake: 'gets the year wrong when going back across January',
      code: `import calendar
from datetime import date
def add_months(day, months):
    s = date.fromisoformat(day)
    total = s.month - 1 + months
    y = s.year + int(total / 12)
    m = total % 12 + 1
    return date(y, m, min(s.day, calendar.monthrange(y, m)[1])).isoformat()
`,
    },
  ],
  tests: [
    { args: ['2024-01-31', 1], expected: '2024-02-29', hidden: false },
    { args: ['2024-03-15', -2], expected: '2024-01-15', hidden: false },
    { args: ['2023-01-31', 1], expected: '2023-02-28' },
    { args: ['2024-05-31', 1], expected: '2024-06-30' },
    { args: ['2024-01-15', -1], expected: '2023-12-15' },
    { args: ['2024-02-29', 12], expected: '2025-02-28' },
    { args: ['2024-12-31', 2], expected: '2025-02-28' },
    { args: ['2024-06-10', 0], expected: '2024-06-10' },
    { args: ['2024-03-31', -13], expected: '2023-02-28' },
    { args: ['2024-08-31', 18], expected: '2026-02-28' },
  ],
};
