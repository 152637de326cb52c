from typing import List, Optional


def fill_forward(readings: List[Optional[float]], limit: int) -> List[Optional[float]]:
    pass
