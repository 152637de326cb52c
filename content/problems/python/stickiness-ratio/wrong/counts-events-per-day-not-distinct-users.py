# Mistake: counts events per day, not distinct users
import calendar
def stickiness(events, month):
    n, m = 0, set()
    for u, day in events:
        if day[:7] == month:
            n += 1
            m.add(u)
    if not m:
        return 0.0
    return round(n / calendar.monthrange(int(month[:4]), int(month[5:7]))[1] / len(m), 4)
