from typing import List


def two_sum(nums: List[int], target: int) -> List[int]:
    # Return the indices of the two numbers that add up to target.
    pass
