# Mistake: reports indices into the list without the None values
from statistics import quantiles
def flag_outliers(values):
    known = [v for v in values if v is not None]
    if len(known) < 2:
        return []
    q1, _, q3 = quantiles(known, n=4, method="inclusive")
    spread = q3 - q1
    return [i for i, v in enumerate(known) if v < q1 - 1.5 * spread or v > q3 + 1.5 * spread]
