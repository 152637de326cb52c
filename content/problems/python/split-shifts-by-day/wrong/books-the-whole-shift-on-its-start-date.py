# Mistake: books the whole shift on its start date
from datetime import datetime
def hours_per_day(shifts):
    s = {}
    for a, b in shifts:
        x, y = datetime.fromisoformat(a), datetime.fromisoformat(b)
        if y > x:
            d = x.date().isoformat()
            s[d] = s.get(d, 0.0) + (y - x).total_seconds()
    return {d: round(v / 3600, 2) for d, v in s.items()}
