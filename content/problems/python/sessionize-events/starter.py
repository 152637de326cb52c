from typing import List


def sessionize(events: List[list], gap: int) -> List[list]:
    pass
