from typing import Dict, List


def count_on_time(arrivals: List[int], lateness: int, size: int) -> Dict:
    pass
