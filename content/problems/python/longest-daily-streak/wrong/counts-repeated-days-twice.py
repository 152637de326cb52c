# Mistake: counts repeated days twice
from datetime import date, timedelta
def longest_streak(days):
    best = cur = 0
    prev = None
    for d in sorted(date.fromisoformat(t) for t in days):
        cur = cur + 1 if prev is not None and d - prev <= timedelta(days=1) else 1
        best = max(best, cur)
        prev = d
    return best
