# Mistake: ignores the order of steps
def funnel_counts(events, steps):
    done = {}
    for u, s, t in events:
        done.setdefault(u, set()).add(s)
    out = []
    for i in range(len(steps)):
        out.append(sum(1 for d in done.values() if all(x in d for x in steps[:i + 1])))
    return out
