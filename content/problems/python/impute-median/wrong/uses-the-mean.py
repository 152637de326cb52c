# Mistake: uses the mean
def impute_median(rows):
    known = {}
    for group, value in rows:
        if value is not None:
            known.setdefault(group, []).append(value)
    every = [v for vs in known.values() for v in vs]
    overall = sum(every) / len(every) if every else None
    return [v if v is not None else (sum(known[g]) / len(known[g]) if g in known else overall) for g, v in rows]
