from collections import Counter
from typing import List


def window_counts(timestamps: List[int], size: int) -> List[List[int]]:
    counts = Counter((ts // size) * size for ts in timestamps)
    return [[start, counts[start]] for start in sorted(counts)]
