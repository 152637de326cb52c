from typing import List, Optional


def min_max_scale(values: List[Optional[float]]) -> List[Optional[float]]:
    pass
