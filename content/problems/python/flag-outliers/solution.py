from statistics import quantiles
from typing import List, Optional


def flag_outliers(values: List[Optional[float]]) -> List[int]:
    known = [value for value in values if value is not None]
    if len(known) < 2:
        return []
    q1, _, q3 = quantiles(known, n=4, method="inclusive")
    spread = q3 - q1
    low, high = q1 - 1.5 * spread, q3 + 1.5 * spread
    return [
        index
        for index, value in enumerate(values)
        if value is not None and (value < low or value > high)
    ]
