# Mistake: keeps requests exactly `window` seconds old in the window
from collections import defaultdict, deque
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
