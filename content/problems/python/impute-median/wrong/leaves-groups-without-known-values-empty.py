# Mistake: leaves groups without known values empty
from statistics import median
def impute_median(rows):
    known = {}
    for group, value in rows:
        if value is not None:
            known.setdefault(group, []).append(value)
    return [v if v is not None else (median(known[g]) if g in known else None) for g, v in rows]
