/* Expected values are generated: edit args, then run node scripts/generate-python-problems.mjs */
import type { PythonProblemInput } from '../../problem-schema.ts';

export const problem: PythonProblemInput = {
  id: 'watermark-late-events',
  language: 'python',
  title: 'Drop Late Events with a Watermark',
  topic: 'Sessions & Windows',
  difficulty: 'Hard',
  description: `A streaming job receives event timestamps (epoch seconds) in **arrival** order, which is not event-time order. It keeps a watermark equal to the largest timestamp seen so far minus \`lateness\`. An event is accepted when its timestamp is **at or after** the watermark as it stood before the event arrived (the first event is always accepted); otherwise it is dropped as late.

Accepted events are counted in tumbling windows of \`size\` seconds aligned to 0. Return \`{"windows": [[start, count], ...], "dropped": n}\` with windows sorted by start.`,
  constraints: ['0 <= len(arrivals) <= 10^5', '0 <= lateness <= 86400', '1 <= size <= 86400'],
  hints: [
    'Check the event against the watermark first, then update the maximum.',
    'The watermark follows the largest timestamp seen, not the latest arrival, and a late event is counted nowhere.',
  ],
  entryPoint: 'count_on_time',
  params: [{ name: 'arrivals' }, { name: 'lateness' }, { name: 'size' }],
  starterCode: `from typing import Dict, List


def count_on_time(arrivals: List[int], lateness: int, size: int) -> Dict:
    pass
`,
  solution: `from typing import Dict, List


def count_on_time(arrivals: List[int], lateness: int, size: int) -> Dict:
    counts: Dict[int, int] = {}
    dropped = 0
    newest = None
    for ts in arrivals:
        if newest is not None and ts < newest - lateness:
            dropped += 1
            continue
        newest = ts if newest is None else max(newest, ts)
        start = (ts // size) * size
        counts[start] = counts.get(start, 0) + 1
    return {"windows": [[s, counts[s]] for s in sorted(counts)], "dropped": dropped}
`,
  wrongSolutions: [
    {
      mistake: 'counts late events in their window anyway',
      code: `def count_on_time(arrivals, lateness, size):
    counts, dropped, newest = {}, 0, None
    for ts in arrivals:
        if newest is not None and ts < newest - lateness:
            dropped += 1
        newest = ts if newest is None else max(newest, ts)
        s = (ts // size) * size
        counts[s] = counts.get(s, 0) + 1
    return {"windows": [[s, counts[s]] for s in sorted(counts)], "dropped": dropped}
`,
    },
    {
      mistake: 'drops events exactly on the watermark',
      code: `def count_on_time(arrivals, lateness, size):
    counts, dropped, newest = {}, 0, None
    for ts in arrivals:
        if newest is not None and ts <= newest - lateness:
            dropped += 1
            continue
        newest = ts if newest is None else max(newest, ts)
        s = (ts // size) * size
        counts[s] = counts.get(s, 0) + 1
    return {"windows": [[s, counts[s]] for s in sorted(counts)], "dropped": dropped}
`,
    },
    {
      mistake: 'the watermark follows the latest arrival, not the largest timestamp',
      code: `def count_on_time(arrivals, lateness, size):
    counts, dropped, last = {}, 0, None
    for ts in arrivals:
        if last is not None and ts < last - lateness:
            dropped += 1
            continue
        last = ts
        s = (ts // size) * size
        counts[s] = counts.get(s, 0) + 1
    return {"windows": [[s, counts[s]] for s in sorted(counts)], "dropped": dropped}
`,
    },
  ],
  tests: [
    {
      args: [[10, 12, 5, 30, 14], 5, 10],
      expected: {
        windows: [
          [10, 2],
          [30, 1],
        ],
        dropped: 2,
      },
      hidden: false,
    },
    {
      args: [[100, 40], 60, 60],
      expected: {
        windows: [
          [0, 1],
          [60, 1],
        ],
        dropped: 0,
      },
      hidden: false,
    },
    { args: [[], 10, 10], expected: { windows: [], dropped: 0 } },
    {
      args: [[50, 40], 10, 10],
      expected: {
        windows: [
          [40, 1],
          [50, 1],
        ],
        dropped: 0,
      },
    },
    { args: [[50, 39], 10, 10], expected: { windows: [[50, 1]], dropped: 1 } },
    {
      args: [[0, 100, 50, 95], 10, 50],
      expected: {
        windows: [
          [0, 1],
          [50, 1],
          [100, 1],
        ],
        dropped: 1,
      },
    },
    {
      args: [[100, 95, 91], 5, 10],
      expected: {
        windows: [
          [90, 1],
          [100, 1],
        ],
        dropped: 1,
      },
    },
    { args: [[20, 20, 20], 0, 10], expected: { windows: [[20, 3]], dropped: 0 } },
    {
      args: [[-5, -20, 0], 10, 10],
      expected: {
        windows: [
          [-10, 1],
          [0, 1],
        ],
        dropped: 1,
      },
    },
    {
      args: [[10, 30, 25, 22, 31, 18], 8, 10],
      expected: {
        windows: [
          [10, 1],
          [20, 2],
          [30, 2],
        ],
        dropped: 1,
      },
    },
  ],
};
