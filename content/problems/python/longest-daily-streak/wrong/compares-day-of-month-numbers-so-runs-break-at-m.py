# Mistake: compares day-of-month numbers, so runs break at month ends
from datetime import date
def longest_streak(days):
    best = cur = 0
    prev = None
    for d in sorted({date.fromisoformat(t) for t in days}):
        cur = cur + 1 if prev is not None and d.day - prev.day == 1 else 1
        best = max(best, cur)
        prev = d
    return best
