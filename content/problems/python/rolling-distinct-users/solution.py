from typing import Dict, List


def rolling_distinct(events: List[list], window: int) -> List[int]:
    counts: Dict[str, int] = {}
    result = []
    left = right = 0
    n = len(events)
    for ts, _ in events:
        while right < n and events[right][0] <= ts:
            user = events[right][1]
            counts[user] = counts.get(user, 0) + 1
            right += 1
        while events[left][0] <= ts - window:
            user = events[left][1]
            counts[user] -= 1
            if counts[user] == 0:
                del counts[user]
            left += 1
        result.append(len(counts))
    return result
