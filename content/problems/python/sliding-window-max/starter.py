from typing import List


def window_max(load: List[int], k: int) -> List[int]:
    pass
