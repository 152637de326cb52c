# Mistake: splits only once, so multi-day shifts lose the middle days
from datetime import datetime, timedelta
def hours_per_day(shifts):
    s = {}
    for a, b in shifts:
        x, y = datetime.fromisoformat(a), datetime.fromisoformat(b)
        if y <= x:
            continue
        mid = datetime(x.year, x.month, x.day) + timedelta(days=1)
        if y <= mid:
            s[x.date().isoformat()] = s.get(x.date().isoformat(), 0.0) + (y - x).total_seconds()
        else:
            s[x.date().isoformat()] = s.get(x.date().isoformat(), 0.0) + (mid - x).total_seconds()
            s[y.date().isoformat()] = s.get(y.date().isoformat(), 0.0) + (y - datetime(y.year, y.month, y.day)).total_seconds()
    return {d: round(v / 3600, 2) for d, v in s.items() if v > 0}
