from typing import List


def funnel_counts(events: List[list], steps: List[str]) -> List[int]:
    pass
