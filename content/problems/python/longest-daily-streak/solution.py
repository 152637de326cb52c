from datetime import date, timedelta
from typing import List


def longest_streak(days: List[str]) -> int:
    best = current = 0
    previous = None
    for day in sorted({date.fromisoformat(text) for text in days}):
        if previous is not None and day - previous == timedelta(days=1):
            current += 1
        else:
            current = 1
        best = max(best, current)
        previous = day
    return best
