from itertools import groupby
from typing import List


def summarize_ranges(nums: List[int]) -> List[str]:
    ranges = []
    for _, group in groupby(enumerate(nums), key=lambda pair: pair[1] - pair[0]):
        run = [value for _, value in group]
        ranges.append(str(run[0]) if len(run) == 1 else f"{run[0]}->{run[-1]}")
    return ranges
