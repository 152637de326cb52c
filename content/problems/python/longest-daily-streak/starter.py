from typing import List


def longest_streak(days: List[str]) -> int:
    # Return the longest run of consecutive days.
    pass
