# Mistake: uses the exclusive quartile method
from statistics import quantiles
def flag_outliers(values):
    known = [v for v in values if v is not None]
    if len(known) < 2:
        return []
    q1, _, q3 = quantiles(known, n=4)
    spread = q3 - q1
    return [i for i, v in enumerate(values) if v is not None and (v < q1 - 1.5 * spread or v > q3 + 1.5 * spread)]
