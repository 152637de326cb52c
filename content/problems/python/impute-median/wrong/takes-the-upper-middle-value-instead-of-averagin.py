# Mistake: takes the upper middle value instead of averaging the two middle values
def impute_median(rows):
    known = {}
    for group, value in rows:
        if value is not None:
            known.setdefault(group, []).append(value)
    def med(values):
        values = sorted(values)
        return values[len(values) // 2]
    every = [v for vs in known.values() for v in vs]
    overall = med(every) if every else None
    return [v if v is not None else (med(known[g]) if g in known else overall) for g, v in rows]
