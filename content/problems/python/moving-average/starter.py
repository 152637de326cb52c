from typing import List


def moving_average(values: List[float], window: int) -> List[float]:
    # Return the rounded average of each full window.
    pass
