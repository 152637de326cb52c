/* Expected values are generated: edit args, then run node scripts/generate-python-problems.mjs */
import type { PythonProblemInput } from '../../problem-schema.ts';

export const problem: PythonProblemInput = {
  id: 'clean-user-records',
  language: 'python',
  title: 'Clean and De-duplicate Users',
  topic: 'ETL Transforms',
  difficulty: 'Medium',
  description: `A CRM export gives user records as dicts with the keys \`email\`, \`name\` and \`updated_at\` (an ISO date, \`YYYY-MM-DD\`). Any key may be missing or \`None\`.

Clean the data:

- Strip spaces around the email and lower-case it; strip spaces around the name (a missing name becomes \`""\`).
- Drop records whose cleaned email is empty or has no \`@\`.
- When several records share an email, keep the one with the latest \`updated_at\`; on a tie keep the one that comes later in the input.

Return the cleaned records as dicts with exactly the keys \`email\`, \`name\` and \`updated_at\`, sorted by email.`,
  constraints: ['0 <= len(records) <= 10^5'],
  hints: [
    'ISO dates compare correctly as strings: "2024-03-01" > "2024-01-15".',
    'Keep a dict from email to the best record so far; replace it when the new one is at least as recent.',
  ],
  entryPoint: 'clean_users',
  params: [{ name: 'records' }],
  starterCode: `from typing import List


def clean_users(records: List[dict]) -> List[dict]:
    # Return the cleaned, de-duplicated records sorted by email.
    pass
`,
  solution: `from typing import List


def clean_users(records: List[dict]) -> List[dict]:
    latest = {}
    for record in records:
        email = (record.get("email") or "").strip().lower()
        if "@" not in email:
            continue
        cleaned = {
            "email": email,
            "name": (record.get("name") or "").strip(),
            "updated_at": record.get("updated_at") or "",
        }
        current = latest.get(email)
        if current is None or cleaned["updated_at"] >= current["updated_at"]:
            latest[email] = cleaned
    return [latest[email] for email in sorted(latest)]
`,
  solutionNotes:
    'One pass keeps the winner per email (O(n)); sorting the survivors costs O(u log u).',
  wrongSolutions: [
    {
      mistake: 'does not lower-case the email',
      code: `def clean_users(records):
    latest = {}
    for r in records:
        email = (r.get("email") or "").strip()
        if "@" not in email:
            continue
        c = {"email": email, "name": (r.get("name") or "").strip(), "updated_at": r.get("updated_at") or ""}
        if email not in latest or c["updated_at"] >= latest[email]["updated_at"]:
            latest[email] = c
    return [latest[e] for e in sorted(latest)]
`,
    },
    {
      mistake: 'the first record wins a tie',
      code: `def clean_users(records):
    latest = {}
    for r in records:
        email = (r.get("email") or "").strip().lower()
        if "@" not in email:
            continue
        c = {"email": email, "name": (r.get("name") or "").strip(), "updated_at": r.get("updated_at") or ""}
        if email not in latest or c["updated_at"] > latest[email]["updated_at"]:
            latest[email] = c
    return [latest[e] for e in sorted(latest)]
`,
    },
    {
      mistake: 'keeps None names instead of ""',
      code: `def clean_users(records):
    latest = {}
    for r in records:
        email = (r.get("email") or "").strip().lower()
        if "@" not in email:
            continue
        name = r.get("name")
        c = {"email": email, "name": name.strip() if name else name, "updated_at": r.get("updated_at") or ""}
        if email not in latest or c["updated_at"] >= latest[email]["updated_at"]:
            latest[email] = c
    return [latest[e] for e in sorted(latest)]
`,
    },
  ],
  tests: [
    {
      args: [
        [
          { email: ' Ada@Example.com ', name: 'Ada ', updated_at: '2024-01-01' },
          { email: 'bob@example.com', name: 'Bob', updated_at: '2024-02-01' },
          { email: 'ada@example.com', name: 'Ada L.', updated_at: '2024-03-01' },
        ],
      ],
      expected: [
        { email: 'ada@example.com', name: 'Ada L.', updated_at: '2024-03-01' },
        { email: 'bob@example.com', name: 'Bob', updated_at: '2024-02-01' },
      ],
      hidden: false,
    },
    { args: [[]], expected: [] },
    {
      args: [
        [
          { email: '', name: 'X', updated_at: '2024-01-01' },
          { email: null, name: 'Y', updated_at: '2024-01-01' },
          { email: 'no-at-sign', name: 'Z', updated_at: '2024-01-01' },
          { name: 'W', updated_at: '2024-01-01' },
        ],
      ],
      expected: [],
    },
    {
      args: [
        [
          { email: 'a@x.io', name: 'New', updated_at: '2024-05-01' },
          { email: 'A@X.IO', name: 'Old', updated_at: '2023-12-31' },
        ],
      ],
      expected: [{ email: 'a@x.io', name: 'New', updated_at: '2024-05-01' }],
    },
    {
      args: [
        [
          { email: 'a@x.io', name: 'First', updated_at: '2024-01-01' },
          { email: 'a@x.io', name: 'Second', updated_at: '2024-01-01' },
        ],
      ],
      expected: [{ email: 'a@x.io', name: 'Second', updated_at: '2024-01-01' }],
    },
    {
      args: [
        [
          { email: 'zed@x.io', name: 'Zed', updated_at: '2024-01-01' },
          { email: 'amy@x.io', name: '  Amy', updated_at: '2024-01-02' },
          { email: 'mo@x.io', name: 'Mo', updated_at: '2024-01-03' },
        ],
      ],
      expected: [
        { email: 'amy@x.io', name: 'Amy', updated_at: '2024-01-02' },
        { email: 'mo@x.io', name: 'Mo', updated_at: '2024-01-03' },
        { email: 'zed@x.io', name: 'Zed', updated_at: '2024-01-01' },
      ],
    },
    {
      args: [[{ email: 'q@x.io', updated_at: '2024-01-01' }]],
      expected: [{ email: 'q@x.io', name: '', updated_at: '2024-01-01' }],
    },
    {
      args: [
        [
          { email: ' A@B.co ', name: null, updated_at: '2024-01-01' },
          { email: 'a@b.co', name: ' Ann ', updated_at: '2024-01-01' },
        ],
      ],
      expected: [{ email: 'a@b.co', name: 'Ann', updated_at: '2024-01-01' }],
    },
    {
      args: [
        [
          { email: 'z@z.z', name: 'Zed', updated_at: '2024-02-02' },
          { email: 'y@y.y', updated_at: '2024-02-01' },
        ],
      ],
      expected: [
        { email: 'y@y.y', name: '', updated_at: '2024-02-01' },
        { email: 'z@z.z', name: 'Zed', updated_at: '2024-02-02' },
      ],
    },
    {
      args: [
        [
          { email: 'Same@x.io', name: 'One', updated_at: '2024-03-01' },
          { email: 'same@x.io', name: 'Two', updated_at: '2024-03-01' },
        ],
      ],
      expected: [{ email: 'same@x.io', name: 'Two', updated_at: '2024-03-01' }],
    },
  ],
};
