from typing import List


def rolling_distinct(events: List[list], window: int) -> List[int]:
    pass
