import math
from typing import List, Optional


def percentiles(latencies: List[Optional[int]], ps: List[float]) -> List[Optional[int]]:
    values = sorted(value for value in latencies if value is not None)
    if not values:
        return [None for _ in ps]
    n = len(values)
    return [values[max(1, math.ceil(p / 100 * n)) - 1] for p in ps]
