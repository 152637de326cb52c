# Mistake: never evicts the front: an old maximum sticks
from collections import deque
def window_max(load, k):
    w, out = deque(), []
    for i, v in enumerate(load):
        while w and load[w[-1]] <= v:
            w.pop()
        w.append(i)
        if i >= k - 1:
            out.append(load[w[0]])
    return out
