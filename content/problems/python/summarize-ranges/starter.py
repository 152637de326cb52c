from typing import List


def summarize_ranges(nums: List[int]) -> List[str]:
    # Return the runs as "a->b" or "a".
    pass
