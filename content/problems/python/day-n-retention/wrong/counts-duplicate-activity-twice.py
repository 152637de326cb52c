# Mistake: counts duplicate activity twice
from datetime import date, timedelta
def day_n_retention(signups, activity, n):
    if not signups:
        return 0.0
    hits = sum(1 for u, d in activity if u in signups and d == (date.fromisoformat(signups[u]) + timedelta(days=n)).isoformat())
    return round(hits / len(signups), 4)
