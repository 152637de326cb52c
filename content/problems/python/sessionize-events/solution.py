from typing import List


def sessionize(events: List[list], gap: int) -> List[list]:
    sessions: List[list] = []
    for user, ts in sorted(events):
        last = sessions[-1] if sessions else None
        if last and last[0] == user and ts - last[2] <= gap:
            last[2] = ts
            last[3] += 1
        else:
            sessions.append([user, ts, ts, 1])
    return sessions
