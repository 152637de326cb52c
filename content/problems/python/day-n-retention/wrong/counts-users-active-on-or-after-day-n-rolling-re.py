# Mistake: counts users active on or after day N (rolling retention)
from datetime import date, timedelta
def day_n_retention(signups, activity, n):
    if not signups:
        return 0.0
    kept = {u for u, d in activity if u in signups and date.fromisoformat(d) >= date.fromisoformat(signups[u]) + timedelta(days=n)}
    return round(len(kept) / len(signups), 4)
