from typing import List


def merge_intervals(intervals: List[List[int]]) -> List[List[int]]:
    pass
