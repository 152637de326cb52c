# Mistake: counts events, not distinct users
from datetime import date
def weekly_active_users(events):
    w = {}
    for e in events:
        y, n, _ = date.fromisoformat(e["date"]).isocalendar()
        k = f"{y}-W{n:02d}"
        w[k] = w.get(k, 0) + 1
    return w
