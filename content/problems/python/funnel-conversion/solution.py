from collections import defaultdict
from typing import List


def funnel_counts(events: List[list], steps: List[str]) -> List[int]:
    by_user = defaultdict(list)
    for user, step, ts in events:
        by_user[user].append((ts, step))
    # Equal timestamps count as "at or after", so they are taken in funnel order.
    position = {step: index for index, step in enumerate(steps)}
    counts = [0] * len(steps)
    for user_events in by_user.values():
        reached = 0
        ordered = sorted(user_events, key=lambda event: (event[0], position.get(event[1], -1)))
        for _, step in ordered:
            if reached < len(steps) and step == steps[reached]:
                reached += 1
        for index in range(reached):
            counts[index] += 1
    return counts
