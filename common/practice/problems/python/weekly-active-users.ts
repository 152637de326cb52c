/* Expected values are generated: edit args, then run node scripts/generate-python-problems.mjs */
import type { PythonProblemInput } from '../../problem-schema.ts';

export const problem: PythonProblemInput = {
  id: 'weekly-active-users',
  language: 'python',
  title: 'Weekly Active Users',
  topic: 'Dates & Times',
  difficulty: 'Medium',
  description: `Given events as dicts with the keys \`user\` and \`date\` (\`YYYY-MM-DD\`), return a dict mapping each ISO week to the number of distinct users active in it.

Write weeks as \`"YYYY-Www"\` using the ISO calendar (weeks start on Monday, and the ISO year can differ from the calendar year near New Year): \`"2024-W01"\`.`,
  constraints: ['0 <= len(events) <= 10^5'],
  hints: [
    '`date.fromisoformat(text).isocalendar()` returns the ISO year, week and weekday.',
    'Format with `f"{year}-W{week:02d}"` and collect users in a set per week.',
  ],
  entryPoint: 'weekly_active_users',
  params: [{ name: 'events' }],
  starterCode: `from typing import List


def weekly_active_users(events: List[dict]) -> dict:
    # Return {"YYYY-Www": number of distinct users}.
    pass
`,
  solution: `from datetime import date
from typing import List


def weekly_active_users(events: List[dict]) -> dict:
    users_by_week = {}
    for event in events:
        year, week, _ = date.fromisoformat(event["date"]).isocalendar()
        users_by_week.setdefault(f"{year}-W{week:02d}", set()).add(event["user"])
    return {week: len(users) for week, users in users_by_week.items()}
`,
  solutionNotes:
    'Use the ISO year from isocalendar(), not date.year: 2024-12-30 belongs to 2025-W01.',
  wrongSolutions: [
    {
      mistake: 'uses the calendar year with the ISO week',
      code: `from datetime import date
def weekly_active_users(events):
    w = {}
    for e in events:
        d = date.fromisoformat(e["date"])
        w.setdefault(f"{d.year}-W{d.isocalendar()[1]:02d}", set()).add(e["user"])
    return {k: len(v) for k, v in w.items()}
`,
    },
    {
      mistake: 'counts events, not distinct users',
      code: `from datetime import date
def weekly_active_users(events):
    w = {}
    for e in events:
        y, n, _ = date.fromisoformat(e["date"]).isocalendar()
        k = f"{y}-W{n:02d}"
        w[k] = w.get(k, 0) + 1
    return w
`,
    },
    {
      mistake: 'weeks start on Sunday (strftime %U)',
      code: `from datetime import date
def weekly_active_users(events):
    w = {}
    for e in events:
        d = date.fromisoformat(e["date"])
        w.setdefault(d.strftime("%Y-W%U"), set()).add(e["user"])
    return {k: len(v) for k, v in w.items()}
`,
    },
  ],
  tests: [
    {
      args: [
        [
          { user: 'a', date: '2024-01-01' },
          { user: 'b', date: '2024-01-03' },
          { user: 'a', date: '2024-01-07' },
          { user: 'a', date: '2024-01-08' },
        ],
      ],
      expected: { '2024-W01': 2, '2024-W02': 1 },
      hidden: false,
    },
    { args: [[]], expected: {} },
    {
      args: [
        [
          { user: 'a', date: '2024-12-30' },
          { user: 'b', date: '2025-01-01' },
        ],
      ],
      expected: { '2025-W01': 2 },
    },
    { args: [[{ user: 'a', date: '2021-01-03' }]], expected: { '2020-W53': 1 } },
    {
      args: [
        [
          { user: 'x', date: '2024-05-06' },
          { user: 'x', date: '2024-05-07' },
          { user: 'x', date: '2024-05-08' },
        ],
      ],
      expected: { '2024-W19': 1 },
    },
    {
      args: [
        [
          { user: 'a', date: '2024-03-04' },
          { user: 'b', date: '2024-03-04' },
          { user: 'c', date: '2024-03-11' },
          { user: 'a', date: '2024-03-10' },
        ],
      ],
      expected: { '2024-W10': 2, '2024-W11': 1 },
    },
    {
      args: [
        [
          { user: 'a', date: '2024-12-30' },
          { user: 'b', date: '2025-01-01' },
        ],
      ],
      expected: { '2025-W01': 2 },
    },
    {
      args: [
        [
          { user: 'a', date: '2024-03-03' },
          { user: 'a', date: '2024-03-04' },
        ],
      ],
      expected: { '2024-W09': 1, '2024-W10': 1 },
    },
    { args: [[]], expected: {} },
    {
      args: [
        [
          { user: 'x', date: '2027-01-03' },
          { user: 'y', date: '2027-01-04' },
          { user: 'x', date: '2026-12-28' },
        ],
      ],
      expected: { '2026-W53': 1, '2027-W01': 1 },
    },
  ],
};
