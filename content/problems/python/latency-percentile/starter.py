from typing import List, Optional


def percentiles(latencies: List[Optional[int]], ps: List[float]) -> List[Optional[int]]:
    pass
