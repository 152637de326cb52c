from datetime import datetime, timedelta
from typing import List


def count_sessions(timestamps: List[str], gap_minutes: int) -> int:
    times = sorted(datetime.fromisoformat(stamp) for stamp in timestamps)
    if not times:
        return 0
    gap = timedelta(minutes=gap_minutes)
    sessions = 1
    for previous, current in zip(times, times[1:]):
        if current - previous > gap:
            sessions += 1
    return sessions
