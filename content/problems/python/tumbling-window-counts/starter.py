from typing import List


def window_counts(timestamps: List[int], size: int) -> List[List[int]]:
    pass
