import heapq
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
