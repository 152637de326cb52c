# Mistake: weeks start on Sunday (strftime %U)
from datetime import date
def weekly_active_users(events):
    w = {}
    for e in events:
        d = date.fromisoformat(e["date"])
        w.setdefault(d.strftime("%Y-W%U"), set()).add(e["user"])
    return {k: len(v) for k, v in w.items()}
