# Mistake: uses the calendar year with the ISO week
from datetime import date
def weekly_active_users(events):
    w = {}
    for e in events:
        d = date.fromisoformat(e["date"])
        w.setdefault(f"{d.year}-W{d.isocalendar()[1]:02d}", set()).add(e["user"])
    return {k: len(v) for k, v in w.items()}
