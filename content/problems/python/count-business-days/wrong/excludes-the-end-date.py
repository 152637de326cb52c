# Mistake: excludes the end date
from datetime import date, timedelta
def count_business_days(start, end):
    a, b = date.fromisoformat(start), date.fromisoformat(end)
    n, d = 0, a
    while d < b:
        if d.weekday() < 5:
            n += 1
        d += timedelta(days=1)
    return n
