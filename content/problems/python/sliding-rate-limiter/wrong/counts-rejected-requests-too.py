# Mistake: counts rejected requests too
from collections import defaultdict, deque
def rate_limit(requests, limit, window):
    seen, out = defaultdict(deque), []
    for ts, c in requests:
        log = seen[c]
        while log and log[0] <= ts - window:
            log.popleft()
        out.append(len(log) < limit)
        log.append(ts)
    return out
