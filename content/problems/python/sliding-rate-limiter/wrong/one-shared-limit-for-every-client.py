# Mistake: one shared limit for every client
from collections import deque
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
