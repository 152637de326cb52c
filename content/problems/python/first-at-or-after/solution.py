from bisect import bisect_left
from typing import List


def first_at_or_after(timestamps: List[int], queries: List[int]) -> List[int]:
    result = []
    for query in queries:
        index = bisect_left(timestamps, query)
        result.append(index if index < len(timestamps) else -1)
    return result
