from typing import List, Optional


def bucketize(values: List[Optional[float]], edges: List[int]) -> List[str]:
    pass
