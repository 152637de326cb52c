/* Expected values are generated: edit args, then run node scripts/generate-python-problems.mjs */
import type { PythonProblemInput } from '../../problem-schema.ts';

export const problem: PythonProblemInput = {
  id: 'pipeline-run-order',
  language: 'python',
  title: 'Pipeline Run Order',
  topic: 'Algorithms',
  difficulty: 'Hard',
  description: `An orchestrator must run data pipeline tasks after their upstream tasks. \`tasks\` lists every task name; \`deps\` lists \`[upstream, downstream]\` edges (upstream must run first; duplicates possible). Return a run order containing every task once. Whenever several tasks are ready, run the alphabetically smallest first, so the order is deterministic.

If the dependencies contain a cycle, return an empty list.`,
  constraints: ['0 <= len(tasks) <= 10^4', 'Every name in deps is in tasks'],
  hints: [
    'Kahn’s algorithm: count incoming edges, start from tasks with none.',
    'A min-heap of ready tasks gives the alphabetical tie-break; de-duplicate edges first or count them consistently.',
  ],
  entryPoint: 'run_order',
  params: [{ name: 'tasks' }, { name: 'deps' }],
  starterCode: `from typing import List


def run_order(tasks: List[str], deps: List[List[str]]) -> List[str]:
    pass
`,
  solution: `import heapq
from typing import Dict, List, Set


def run_order(tasks: List[str], deps: List[List[str]]) -> List[str]:
    downstream: Dict[str, Set[str]] = {task: set() for task in tasks}
    incoming = {task: 0 for task in tasks}
    for upstream, task in deps:
        if task not in downstream[upstream]:
            downstream[upstream].add(task)
            incoming[task] += 1
    ready = [task for task, count in incoming.items() if count == 0]
    heapq.heapify(ready)
    order = []
    while ready:
        task = heapq.heappop(ready)
        order.append(task)
        for child in downstream[task]:
            incoming[child] -= 1
            if incoming[child] == 0:
                heapq.heappush(ready, child)
    return order if len(order) == len(incoming) else []
`,
  wrongSolutions: [
    {
      mistake: 'returns a partial order when there is a cycle',
      code: `import heapq
def run_order(tasks, deps):
    down = {t: set() for t in tasks}
    inc = {t: 0 for t in tasks}
    for u, d in deps:
        if d not in down[u]:
            down[u].add(d)
            inc[d] += 1
    ready = sorted(t for t in tasks if inc[t] == 0)
    out = []
    while ready:
        t = heapq.heappop(ready)
        out.append(t)
        for c in down[t]:
            inc[c] -= 1
            if inc[c] == 0:
                heapq.heappush(ready, c)
    return out
`,
    },
    {
      mistake: 'counts duplicate edges twice but releases them once',
      code: `import heapq
def run_order(tasks, deps):
    down = {t: set() for t in tasks}
    inc = {t: 0 for t in tasks}
    for u, d in deps:
        down[u].add(d)
        inc[d] += 1
    ready = sorted(t for t in tasks if inc[t] == 0)
    out = []
    while ready:
        t = heapq.heappop(ready)
        out.append(t)
        for c in down[t]:
            inc[c] -= 1
            if inc[c] == 0:
                heapq.heappush(ready, c)
    return out if len(out) == len(tasks) else []
`,
    },
    {
      mistake: 'FIFO queue: ready tasks are not taken alphabetically',
      code: `from collections import deque
def run_order(tasks, deps):
    down = {t: [] for t in tasks}
    inc = {t: 0 for t in tasks}
    for u, d in set(map(tuple, deps)):
        down[u].append(d)
        inc[d] += 1
    q = deque(sorted(t for t in tasks if inc[t] == 0))
    out = []
    while q:
        t = q.popleft()
        out.append(t)
        for c in sorted(down[t]):
            inc[c] -= 1
            if inc[c] == 0:
                q.append(c)
    return out if len(out) == len(tasks) else []
`,
    },
  ],
  tests: [
    {
      args: [
        ['load', 'extract', 'transform'],
        [
          ['extract', 'transform'],
          ['transform', 'load'],
        ],
      ],
      expected: ['extract', 'transform', 'load'],
      hidden: false,
    },
    {
      args: [
        ['a', 'b'],
        [
          ['a', 'b'],
          ['b', 'a'],
        ],
      ],
      expected: [],
      hidden: false,
    },
    { args: [[], []], expected: [] },
    { args: [['c', 'b', 'a'], []], expected: ['a', 'b', 'c'] },
    {
      args: [
        ['a', 'b', 'c'],
        [
          ['a', 'c'],
          ['a', 'c'],
          ['b', 'c'],
        ],
      ],
      expected: ['a', 'b', 'c'],
    },
    { args: [['x'], [['x', 'x']]], expected: [] },
    {
      args: [
        ['a', 'b', 'c', 'd'],
        [
          ['a', 'b'],
          ['b', 'c'],
          ['c', 'b'],
          ['a', 'd'],
        ],
      ],
      expected: [],
    },
    {
      args: [
        ['a', 'z', 'b', 'c'],
        [
          ['a', 'z'],
          ['b', 'c'],
        ],
      ],
      expected: ['a', 'b', 'c', 'z'],
    },
    {
      args: [
        ['raw', 'clean', 'agg', 'report', 'audit'],
        [
          ['raw', 'clean'],
          ['clean', 'agg'],
          ['agg', 'report'],
          ['raw', 'audit'],
        ],
      ],
      expected: ['raw', 'audit', 'clean', 'agg', 'report'],
    },
    {
      args: [
        ['d', 'c', 'b', 'a'],
        [
          ['d', 'a'],
          ['c', 'a'],
        ],
      ],
      expected: ['b', 'c', 'd', 'a'],
    },
  ],
};
