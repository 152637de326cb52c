/* Expected values are generated: edit args, then run node scripts/generate-python-problems.mjs */
import type { PythonProblemInput } from '../../problem-schema.ts';

export const problem: PythonProblemInput = {
  id: 'sliding-rate-limiter',
  language: 'python',
  title: 'Sliding Window Rate Limiter',
  topic: 'Sessions & Windows',
  difficulty: 'Medium',
  description: `An ingestion API lets each client make at most \`limit\` **accepted** requests in any window of \`window\` seconds. Requests are \`[ts, client]\` pairs in non-decreasing \`ts\` order. A request at \`ts\` is accepted when fewer than \`limit\` of that client's accepted requests have timestamps in \`(ts - window, ts]\`; rejected requests do not count.

Return a list of booleans, one per request.`,
  constraints: ['0 <= len(requests) <= 10^5', '1 <= limit <= 1000', '1 <= window <= 3600'],
  hints: [
    'Keep a deque of accepted timestamps per client; pop from the left while they are too old.',
    'Only append a timestamp when the request is accepted.',
  ],
  entryPoint: 'rate_limit',
  params: [{ name: 'requests' }, { name: 'limit' }, { name: 'window' }],
  starterCode: `from typing import List


def rate_limit(requests: List[list], limit: int, window: int) -> List[bool]:
    pass
`,
  solution: `from collections import defaultdict, deque
from typing import List


def rate_limit(requests: List[list], limit: int, window: int) -> List[bool]:
    accepted = defaultdict(deque)
    result = []
    for ts, client in requests:
        log = accepted[client]
        while log and log[0] <= ts - window:
            log.popleft()
        if len(log) < limit:
            log.append(ts)
            result.append(True)
        else:
            result.append(False)
    return result
`,
  wrongSolutions: [
    {
      mistake: 'counts rejected requests too',
      code: `from collections import defaultdict, deque
def rate_limit(requests, limit, window):
    seen, out = defaultdict(deque), []
    for ts, c in requests:
        log = seen[c]
        while log and log[0] <= ts - window:
            log.popleft()
        out.append(len(log) < limit)
        log.append(ts)
    return out
`,
    },
    {
      mistake: 'one shared limit for every client',
      code: `from collections import deque
def rate_limit(requests, limit, window):
    log, out = deque(), []
    for ts, c in requests:
        while log and log[0] <= ts - window:
            log.popleft()
        if len(log) < limit:
            log.append(ts)
            out.append(True)
        else:
            out.append(False)
    return out
`,
    },
    {
      mistake: 'keeps requests exactly `window` seconds old in the window',
      code: `from collections import defaultdict, deque
def rate_limit(requests, limit, window):
    acc, out = defaultdict(deque), []
    for ts, c in requests:
        log = acc[c]
        while log and log[0] < ts - window:
            log.popleft()
        if len(log) < limit:
            log.append(ts)
            out.append(True)
        else:
            out.append(False)
    return out
`,
    },
  ],
  tests: [
    {
      args: [
        [
          [0, 'a'],
          [1, 'a'],
          [2, 'a'],
          [10, 'a'],
        ],
        2,
        10,
      ],
      expected: [true, true, false, true],
      hidden: false,
    },
    {
      args: [
        [
          [0, 'a'],
          [0, 'b'],
        ],
        1,
        5,
      ],
      expected: [true, true],
      hidden: false,
    },
    { args: [[], 1, 1], expected: [] },
    {
      args: [
        [
          [0, 'a'],
          [5, 'a'],
          [10, 'a'],
        ],
        1,
        10,
      ],
      expected: [true, false, true],
    },
    {
      args: [
        [
          [0, 'a'],
          [1, 'a'],
          [2, 'a'],
          [3, 'a'],
          [11, 'a'],
        ],
        2,
        10,
      ],
      expected: [true, true, false, false, true],
    },
    {
      args: [
        [
          [0, 'x'],
          [0, 'x'],
          [0, 'x'],
        ],
        2,
        1,
      ],
      expected: [true, true, false],
    },
    {
      args: [
        [
          [0, 'a'],
          [1, 'b'],
          [2, 'a'],
          [3, 'b'],
          [4, 'a'],
        ],
        2,
        100,
      ],
      expected: [true, true, true, true, false],
    },
    {
      args: [
        [
          [0, 'a'],
          [9, 'a'],
          [10, 'a'],
          [19, 'a'],
          [20, 'a'],
        ],
        1,
        10,
      ],
      expected: [true, false, true, false, true],
    },
    {
      args: [
        [
          [1, 'k'],
          [2, 'k'],
          [3, 'k'],
          [4, 'k'],
          [5, 'k'],
          [6, 'k'],
        ],
        3,
        3,
      ],
      expected: [true, true, true, true, true, true],
    },
    {
      args: [
        [
          [0, 'a'],
          [3, 'a'],
          [6, 'a'],
          [9, 'a'],
          [12, 'a'],
        ],
        2,
        6,
      ],
      expected: [true, true, true, true, true],
    },
  ],
};
