# Mistake: rows stop at the cohort’s own last active month
def cohort_table(activity):
    by = {}
    for u, d in activity:
        by.setdefault(u, set()).add(int(d[:4]) * 12 + int(d[5:7]) - 1)
    t = {}
    for ms in by.values():
        f = min(ms)
        row = t.setdefault(f, [])
        for m in ms:
            while len(row) <= m - f:
                row.append(0)
            row[m - f] += 1
    return {f"{k // 12:04d}-{k % 12 + 1:02d}": v for k, v in sorted(t.items())}
