from typing import List


def rate_limit(requests: List[list], limit: int, window: int) -> List[bool]:
    pass
