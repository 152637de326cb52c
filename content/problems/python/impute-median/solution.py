from statistics import median
from typing import List, Optional


def impute_median(rows: List[list]) -> List[Optional[float]]:
    known = {}
    for group, value in rows:
        if value is not None:
            known.setdefault(group, []).append(value)
    every = [value for values in known.values() for value in values]
    overall = median(every) if every else None
    medians = {group: median(values) for group, values in known.items()}
    return [
        value if value is not None else medians.get(group, overall)
        for group, value in rows
    ]
