# Mistake: FIFO queue: ready tasks are not taken alphabetically
from collections import deque
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
