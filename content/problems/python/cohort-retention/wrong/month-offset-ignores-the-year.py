# Mistake: month offset ignores the year
def cohort_table(activity):
    by = {}
    for u, d in activity:
        by.setdefault(u, set()).add(d[:7])
    if not by:
        return {}
    last = max(max(m) for m in by.values())
    def off(a, b):
        return (int(b[5:7]) - int(a[5:7])) % 12
    t = {}
    for ms in by.values():
        f = min(ms)
        row = t.setdefault(f, [0] * (off(f, last) + 1))
        for m in ms:
            if off(f, m) < len(row):
                row[off(f, m)] += 1
    return dict(sorted(t.items()))
