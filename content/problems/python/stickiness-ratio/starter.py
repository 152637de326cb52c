from typing import List


def stickiness(events: List[list], month: str) -> float:
    pass
