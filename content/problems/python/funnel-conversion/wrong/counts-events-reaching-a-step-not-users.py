# Mistake: counts events reaching a step, not users
def funnel_counts(events, steps):
    by = {}
    for u, s, t in events:
        by.setdefault(u, []).append((t, s))
    counts = [0] * len(steps)
    for evs in by.values():
        evs.sort(key=lambda e: e[0])
        r = 0
        for _, s in evs:
            if s in steps and steps.index(s) <= r:
                counts[steps.index(s)] += 1
                r = max(r, steps.index(s) + 1)
    return counts
