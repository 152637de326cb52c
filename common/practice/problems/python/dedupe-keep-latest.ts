/* Expected values are generated: edit args, then run node scripts/generate-python-problems.mjs */
import type { PythonProblemInput } from '../../problem-schema.ts';

export const problem: PythonProblemInput = {
  id: 'dedupe-keep-latest',
  language: 'python',
  title: 'Keep the Latest Version of Each Record',
  topic: 'De-duplication',
  difficulty: 'Easy',
  description: `A change-data-capture feed delivers records as dicts with an \`id\`, an \`updated_at\` ISO timestamp (same format everywhere, so strings compare correctly) and other fields. Keep one record per \`id\`: the one with the greatest \`updated_at\`; when several share it, the one that arrived **last** wins.

Return the kept records sorted by \`id\`. Records whose \`id\` is \`None\` are dropped.`,
  constraints: ['0 <= len(records) <= 10^5', 'ids of one feed are all ints or all strings'],
  hints: [
    'One dict from id to the best record so far is enough.',
    'Use `>=` when comparing timestamps so a later arrival wins a tie.',
  ],
  entryPoint: 'keep_latest',
  params: [{ name: 'records' }],
  starterCode: `from typing import Dict, List


def keep_latest(records: List[Dict]) -> List[Dict]:
    pass
`,
  solution: `from typing import Dict, List


def keep_latest(records: List[Dict]) -> List[Dict]:
    best: Dict = {}
    for record in records:
        key = record.get("id")
        if key is None:
            continue
        current = best.get(key)
        if current is None or record["updated_at"] >= current["updated_at"]:
            best[key] = record
    return [best[key] for key in sorted(best)]
`,
  wrongSolutions: [
    {
      mistake: 'the first arrival wins a tie',
      code: `def keep_latest(records):
    best = {}
    for r in records:
        if r.get("id") is None:
            continue
        c = best.get(r["id"])
        if c is None or r["updated_at"] > c["updated_at"]:
            best[r["id"]] = r
    return [best[k] for k in sorted(best)]
`,
    },
    {
      mistake: 'keeps the last arrival regardless of timestamp',
      code: `def keep_latest(records):
    best = {}
    for r in records:
        if r.get("id") is not None:
            best[r["id"]] = r
    return [best[k] for k in sorted(best)]
`,
    },
    {
      mistake: 'keeps records without an id',
      code: `def keep_latest(records):
    best = {}
    for r in records:
        c = best.get(r.get("id"))
        if c is None or r["updated_at"] >= c["updated_at"]:
            best[r.get("id")] = r
    return [best[k] for k in sorted(best, key=lambda k: (k is not None, k if k is not None else 0))]
`,
    },
  ],
  tests: [
    {
      args: [
        [
          { id: 1, updated_at: '2024-01-02', name: 'b' },
          { id: 1, updated_at: '2024-01-01', name: 'a' },
          { id: 2, updated_at: '2024-01-01', name: 'c' },
        ],
      ],
      expected: [
        { id: 1, updated_at: '2024-01-02', name: 'b' },
        { id: 2, updated_at: '2024-01-01', name: 'c' },
      ],
      hidden: false,
    },
    {
      args: [[{ id: 5, updated_at: '2024-01-01', v: 1 }]],
      expected: [{ id: 5, updated_at: '2024-01-01', v: 1 }],
      hidden: false,
    },
    { args: [[]], expected: [] },
    {
      args: [
        [
          { id: 1, updated_at: '2024-01-01', v: 'first' },
          { id: 1, updated_at: '2024-01-01', v: 'second' },
        ],
      ],
      expected: [{ id: 1, updated_at: '2024-01-01', v: 'second' }],
    },
    {
      args: [
        [
          { id: 3, updated_at: '2024-05-01T10:00:00', v: 1 },
          { id: 3, updated_at: '2024-04-30T23:59:59', v: 2 },
        ],
      ],
      expected: [{ id: 3, updated_at: '2024-05-01T10:00:00', v: 1 }],
    },
    {
      args: [
        [
          { id: null, updated_at: '2024-01-01', v: 1 },
          { id: 2, updated_at: '2024-01-01', v: 2 },
        ],
      ],
      expected: [{ id: 2, updated_at: '2024-01-01', v: 2 }],
    },
    {
      args: [
        [
          { id: 'b', updated_at: '2024-01-01' },
          { id: 'a', updated_at: '2024-01-01' },
          { id: 'c', updated_at: '2024-01-01' },
        ],
      ],
      expected: [
        { id: 'a', updated_at: '2024-01-01' },
        { id: 'b', updated_at: '2024-01-01' },
        { id: 'c', updated_at: '2024-01-01' },
      ],
    },
    {
      args: [
        [
          { id: 1, updated_at: '2024-01-03', v: 'x' },
          { id: 1, updated_at: '2024-01-01', v: 'y' },
          { id: 1, updated_at: '2024-01-03', v: 'z' },
        ],
      ],
      expected: [{ id: 1, updated_at: '2024-01-03', v: 'z' }],
    },
    {
      args: [
        [
          { id: 10, updated_at: '2024-01-01' },
          { id: 9, updated_at: '2024-01-01' },
          { id: 10, updated_at: '2023-12-31' },
        ],
      ],
      expected: [
        { id: 9, updated_at: '2024-01-01' },
        { id: 10, updated_at: '2024-01-01' },
      ],
    },
    {
      args: [
        [
          { id: null, updated_at: '2024-01-02' },
          { id: null, updated_at: '2024-01-03' },
        ],
      ],
      expected: [],
    },
  ],
};
