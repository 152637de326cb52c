# Mistake: assumes every month has 30 days
def stickiness(events, month):
    d = {}
    for u, day in events:
        if day[:7] == month:
            d.setdefault(day, set()).add(u)
    m = set().union(*d.values()) if d else set()
    if not m:
        return 0.0
    return round(sum(len(x) for x in d.values()) / 30 / len(m), 4)
