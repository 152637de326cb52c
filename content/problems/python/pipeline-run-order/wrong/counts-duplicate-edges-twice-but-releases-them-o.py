# Mistake: counts duplicate edges twice but releases them once
import heapq
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
