/* Expected values are generated: edit args, then run node scripts/generate-python-problems.mjs */
import type { PythonProblemInput } from '../../problem-schema.ts';

export const problem: PythonProblemInput = {
  id: 'slowest-endpoints',
  language: 'python',
  title: 'Slowest Endpoints',
  topic: 'Log Parsing',
  difficulty: 'Medium',
  description: `An API writes one line per request: \`"2024-03-01T10:00:00Z GET /api/users 200 123ms"\`. Return the \`k\` endpoints (method and path, e.g. \`"GET /api/users"\`) with the highest **average** latency, as \`[endpoint, average]\` pairs with the average rounded to 1 decimal.

Sort by average descending, then by endpoint ascending (compare unrounded averages). Query strings do not make a new endpoint: \`/api/users?page=2\` is \`/api/users\`. Ignore lines that do not have exactly five fields or whose latency is not an integer followed by \`ms\`.`,
  constraints: ['0 <= len(lines) <= 10^5', '1 <= k <= 100'],
  hints: [
    'Keep a running total and count per endpoint; divide at the end.',
    'Sort with a key of `(-average, endpoint)` and round only when you output.',
  ],
  entryPoint: 'slowest_endpoints',
  params: [{ name: 'lines' }, { name: 'k' }],
  starterCode: `from typing import List


def slowest_endpoints(lines: List[str], k: int) -> List[list]:
    pass
`,
  solution: `from typing import List


def slowest_endpoints(lines: List[str], k: int) -> List[list]:
    totals = {}
    for line in lines:
        fields = line.split()
        if len(fields) != 5:
            continue
        _, method, path, _, latency = fields
        if not latency.endswith("ms") or not latency[:-2].isdigit():
            continue
        endpoint = method + " " + path.split("?")[0]
        total, count = totals.get(endpoint, (0, 0))
        totals[endpoint] = (total + int(latency[:-2]), count + 1)
    averages = [(total / count, endpoint) for endpoint, (total, count) in totals.items()]
    averages.sort(key=lambda item: (-item[0], item[1]))
    return [[endpoint, round(average, 1)] for average, endpoint in averages[:k]]
`,
  wrongSolutions: [
    {
      mistake: 'keeps the query string in the endpoint',
      code: `def slowest_endpoints(lines, k):
    totals = {}
    for line in lines:
        fields = line.split()
        if len(fields) != 5 or not fields[4].endswith("ms") or not fields[4][:-2].isdigit():
            continue
        endpoint = fields[1] + " " + fields[2]
        t, c = totals.get(endpoint, (0, 0))
        totals[endpoint] = (t + int(fields[4][:-2]), c + 1)
    items = sorted(((t / c, e) for e, (t, c) in totals.items()), key=lambda x: (-x[0], x[1]))
    return [[e, round(a, 1)] for a, e in items[:k]]
`,
    },
    {
      mistake: 'ranks by the maximum latency',
      code: `def slowest_endpoints(lines, k):
    worst, totals = {}, {}
    for line in lines:
        fields = line.split()
        if len(fields) != 5 or not fields[4].endswith("ms") or not fields[4][:-2].isdigit():
            continue
        endpoint = fields[1] + " " + fields[2].split("?")[0]
        ms = int(fields[4][:-2])
        worst[endpoint] = max(worst.get(endpoint, 0), ms)
        t, c = totals.get(endpoint, (0, 0))
        totals[endpoint] = (t + ms, c + 1)
    order = sorted(worst, key=lambda e: (-worst[e], e))
    return [[e, round(totals[e][0] / totals[e][1], 1)] for e in order[:k]]
`,
    },
    {
      mistake: 'breaks ties by descending endpoint',
      code: `def slowest_endpoints(lines, k):
    totals = {}
    for line in lines:
        fields = line.split()
        if len(fields) != 5 or not fields[4].endswith("ms") or not fields[4][:-2].isdigit():
            continue
        endpoint = fields[1] + " " + fields[2].split("?")[0]
        t, c = totals.get(endpoint, (0, 0))
        totals[endpoint] = (t + int(fields[4][:-2]), c + 1)
    items = sorted(((t / c, e) for e, (t, c) in totals.items()), reverse=True)
    return [[e, round(a, 1)] for a, e in items[:k]]
`,
    },
  ],
  tests: [
    {
      args: [['t GET /a 200 100ms', 't GET /b 200 300ms', 't GET /a 200 200ms'], 2],
      expected: [
        ['GET /b', 300],
        ['GET /a', 150],
      ],
      hidden: false,
    },
    { args: [['t POST /x 201 50ms', 'bad line'], 3], expected: [['POST /x', 50]], hidden: false },
    { args: [[], 1], expected: [] },
    {
      args: [['t GET /a?x=1 200 10ms', 't GET /a?y=2 200 30ms', 't GET /b 200 25ms'], 1],
      expected: [['GET /b', 25]],
    },
    {
      args: [['t GET /b 200 40ms', 't GET /a 200 40ms', 't GET /c 200 40ms'], 2],
      expected: [
        ['GET /a', 40],
        ['GET /b', 40],
      ],
    },
    {
      args: [['t GET /a 200 1000ms', 't GET /a 200 10ms', 't GET /b 200 400ms'], 1],
      expected: [['GET /a', 505]],
    },
    { args: [['t GET /a 200 12.5ms', 't GET /a 200 abcms', 't GET /a 200 7'], 5], expected: [] },
    {
      args: [['t GET /a 200 1ms', 't POST /a 200 2ms', 't DELETE /a 204 3ms'], 2],
      expected: [
        ['DELETE /a', 3],
        ['POST /a', 2],
      ],
    },
    {
      args: [['t GET /a 200 1ms', 't GET /a 200 2ms', 't GET /a 200 2ms'], 1],
      expected: [['GET /a', 1.7]],
    },
    {
      args: [['t GET /z 200 5ms', 't GET /y 500 5ms', 't GET /x 200 4ms', 't GET /w 200 6ms'], 3],
      expected: [
        ['GET /w', 6],
        ['GET /y', 5],
        ['GET /z', 5],
      ],
    },
  ],
};
