from collections import defaultdict, deque
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
