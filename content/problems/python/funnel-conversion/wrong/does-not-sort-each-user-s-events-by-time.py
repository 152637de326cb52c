# Mistake: does not sort each user’s events by time
def funnel_counts(events, steps):
    by = {}
    for u, s, t in events:
        by.setdefault(u, []).append(s)
    counts = [0] * len(steps)
    for evs in by.values():
        r = 0
        for s in evs:
            if r < len(steps) and s == steps[r]:
                r += 1
        for i in range(r):
            counts[i] += 1
    return counts
