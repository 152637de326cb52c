from typing import List, Optional


def fill_forward(readings: List[Optional[float]], limit: int) -> List[Optional[float]]:
    result = []
    last = None
    filled = 0
    for value in readings:
        if value is not None:
            last, filled = value, 0
            result.append(value)
        elif last is not None and filled < limit:
            filled += 1
            result.append(last)
        else:
            result.append(None)
    return result
