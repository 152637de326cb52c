/* Expected values are generated: edit args, then run node scripts/generate-python-problems.mjs */
import type { PythonProblemInput } from '../../problem-schema.ts';

export const problem: PythonProblemInput = {
  id: 'longest-daily-streak',
  language: 'python',
  title: 'Longest Daily Streak',
  topic: 'Dates & Times',
  difficulty: 'Medium',
  description:
    'Given the dates (`YYYY-MM-DD`, unsorted, possibly repeated) on which a learner practised, return the length of the longest run of consecutive calendar days.',
  constraints: ['0 <= len(days) <= 10^5'],
  hints: [
    'Turn the strings into a set of `date` objects to drop repeats, then sort them.',
    'Two dates are consecutive when `later - earlier == timedelta(days=1)`; month ends and leap days then take care of themselves.',
  ],
  entryPoint: 'longest_streak',
  params: [{ name: 'days' }],
  starterCode: `from typing import List


def longest_streak(days: List[str]) -> int:
    # Return the longest run of consecutive days.
    pass
`,
  solution: `from datetime import date, timedelta
from typing import List


def longest_streak(days: List[str]) -> int:
    best = current = 0
    previous = None
    for day in sorted({date.fromisoformat(text) for text in days}):
        if previous is not None and day - previous == timedelta(days=1):
            current += 1
        else:
            current = 1
        best = max(best, current)
        previous = day
    return best
`,
  solutionNotes: 'De-duplicate, sort, and extend or reset the current run: O(n log n).',
  wrongSolutions: [
    {
      mistake: 'counts repeated days twice',
      code: `from datetime import date, timedelta
def longest_streak(days):
    best = cur = 0
    prev = None
    for d in sorted(date.fromisoformat(t) for t in days):
        cur = cur + 1 if prev is not None and d - prev <= timedelta(days=1) else 1
        best = max(best, cur)
        prev = d
    return best
`,
    },
    {
      mistake: 'compares day-of-month numbers, so runs break at month ends',
      code: `from datetime import date
def longest_streak(days):
    best = cur = 0
    prev = None
    for d in sorted({date.fromisoformat(t) for t in days}):
        cur = cur + 1 if prev is not None and d.day - prev.day == 1 else 1
        best = max(best, cur)
        prev = d
    return best
`,
    },
    {
      mistake: 'returns 1 for an empty list',
      code: `from datetime import date, timedelta
def longest_streak(days):
    best = cur = 1
    prev = None
    for d in sorted({date.fromisoformat(t) for t in days}):
        cur = cur + 1 if prev is not None and d - prev == timedelta(days=1) else 1
        best = max(best, cur)
        prev = d
    return best
`,
    },
  ],
  tests: [
    {
      args: [['2024-01-01', '2024-01-02', '2024-01-03', '2024-01-05']],
      expected: 3,
      hidden: false,
    },
    { args: [[]], expected: 0 },
    { args: [['2024-06-01']], expected: 1 },
    { args: [['2024-01-01', '2024-01-01', '2024-01-02']], expected: 2 },
    { args: [['2024-02-28', '2024-02-29', '2024-03-01', '2023-02-28', '2023-03-01']], expected: 3 },
    { args: [['2024-01-01', '2023-12-31', '2023-12-30', '2024-01-03']], expected: 3 },
    { args: [['2024-01-01', '2024-01-03', '2024-01-05']], expected: 1 },
    { args: [['2024-01-31', '2024-02-01', '2024-02-02', '2024-02-02']], expected: 3 },
    { args: [['2023-12-31']], expected: 1 },
    {
      args: [['2024-03-10', '2024-03-11', '2024-03-13', '2024-03-14', '2024-03-15', '2024-03-12']],
      expected: 6,
    },
  ],
};
