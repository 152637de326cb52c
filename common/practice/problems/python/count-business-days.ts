/* Expected values are generated: edit args, then run node scripts/generate-python-problems.mjs */
import type { PythonProblemInput } from '../../problem-schema.ts';

export const problem: PythonProblemInput = {
  id: 'count-business-days',
  language: 'python',
  title: 'Count Business Days',
  topic: 'Dates & Times',
  difficulty: 'Medium',
  description: `Service-level agreements are often measured in business days. Given two ISO dates \`start\` and \`end\` (\`YYYY-MM-DD\`), count the weekdays (Monday to Friday) from \`start\` to \`end\`, both included.

If \`end\` is before \`start\`, return 0. Public holidays are ignored.`,
  constraints: ['Dates between 1900-01-01 and 2100-12-31'],
  hints: [
    '`datetime.date.fromisoformat` parses the strings; `date.weekday()` is 0 for Monday and 6 for Sunday.',
    'Walking day by day is fine here; for a faster version, count whole weeks (5 weekdays each) and handle the remainder.',
  ],
  entryPoint: 'count_business_days',
  params: [{ name: 'start' }, { name: 'end' }],
  starterCode: `def count_business_days(start: str, end: str) -> int:
    # Return the number of weekdays from start to end, inclusive.
    pass
`,
  solution: `from datetime import date, timedelta


def count_business_days(start: str, end: str) -> int:
    first, last = date.fromisoformat(start), date.fromisoformat(end)
    if last < first:
        return 0
    total_days = (last - first).days + 1
    weeks, remainder = divmod(total_days, 7)
    count = weeks * 5
    for offset in range(remainder):
        if (first + timedelta(days=weeks * 7 + offset)).weekday() < 5:
            count += 1
    return count
`,
  solutionNotes:
    'Every 7 consecutive days contain exactly 5 weekdays, so only the leftover days need checking: O(1).',
  wrongSolutions: [
    {
      mistake: 'excludes the end date',
      code: `from datetime import date, timedelta
def count_business_days(start, end):
    a, b = date.fromisoformat(start), date.fromisoformat(end)
    n, d = 0, a
    while d < b:
        if d.weekday() < 5:
            n += 1
        d += timedelta(days=1)
    return n
`,
    },
    {
      mistake: 'treats Saturday as a weekday',
      code: `from datetime import date, timedelta
def count_business_days(start, end):
    a, b = date.fromisoformat(start), date.fromisoformat(end)
    n, d = 0, a
    while d <= b:
        if d.weekday() < 6:
            n += 1
        d += timedelta(days=1)
    return n
`,
    },
    {
      mistake: 'assumes every full week has 5 weekdays and ignores the rest',
      code: `from datetime import date
def count_business_days(start, end):
    a, b = date.fromisoformat(start), date.fromisoformat(end)
    if b < a:
        return 0
    return ((b - a).days + 1) * 5 // 7
`,
    },
  ],
  tests: [
    {
      args: ['2024-01-01', '2024-01-07'],
      expected: 5,
      hidden: false,
      explanation: 'Monday to Sunday',
    },
    { args: ['2024-01-06', '2024-01-07'], expected: 0, hidden: false, explanation: 'A weekend' },
    { args: ['2024-01-05', '2024-01-05'], expected: 1 },
    { args: ['2024-01-10', '2024-01-01'], expected: 0 },
    { args: ['2024-02-26', '2024-03-04'], expected: 6 },
    { args: ['2024-01-01', '2024-12-31'], expected: 262 },
    { args: ['2023-12-30', '2024-01-02'], expected: 2 },
    { args: ['2024-02-28', '2024-03-01'], expected: 3 },
    { args: ['2023-12-25', '2024-01-05'], expected: 10 },
    { args: ['2024-03-09', '2024-03-09'], expected: 0 },
  ],
};
