from typing import List


def first_at_or_after(timestamps: List[int], queries: List[int]) -> List[int]:
    pass
