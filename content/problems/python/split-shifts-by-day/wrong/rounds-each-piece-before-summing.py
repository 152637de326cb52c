# Mistake: rounds each piece before summing
from datetime import datetime, timedelta
def hours_per_day(shifts):
    s = {}
    for a, b in shifts:
        x, y = datetime.fromisoformat(a), datetime.fromisoformat(b)
        while x < y:
            mid = datetime(x.year, x.month, x.day) + timedelta(days=1)
            e = min(y, mid)
            d = x.date().isoformat()
            s[d] = s.get(d, 0.0) + round((e - x).total_seconds() / 3600, 1)
            x = e
    return {d: round(v, 2) for d, v in s.items()}
