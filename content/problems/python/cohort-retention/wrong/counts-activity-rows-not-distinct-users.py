# Mistake: counts activity rows, not distinct users
def cohort_table(activity):
    first = {}
    for u, d in activity:
        i = int(d[:4]) * 12 + int(d[5:7]) - 1
        first[u] = min(first.get(u, i), i)
    if not first:
        return {}
    last = max(int(d[:4]) * 12 + int(d[5:7]) - 1 for _, d in activity)
    t = {}
    for u, f in first.items():
        t.setdefault(f, [0] * (last - f + 1))
    for u, d in activity:
        i = int(d[:4]) * 12 + int(d[5:7]) - 1
        t[first[u]][i - first[u]] += 1
    return {f"{k // 12:04d}-{k % 12 + 1:02d}": v for k, v in sorted(t.items())}
