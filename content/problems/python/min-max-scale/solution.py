from typing import List, Optional


def min_max_scale(values: List[Optional[float]]) -> List[Optional[float]]:
    known = [value for value in values if value is not None]
    if not known:
        return list(values)
    low, high = min(known), max(known)
    spread = high - low
    return [
        None if value is None else (0.0 if spread == 0 else round((value - low) / spread, 4))
        for value in values
    ]
