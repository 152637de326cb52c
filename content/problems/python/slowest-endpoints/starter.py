from typing import List


def slowest_endpoints(lines: List[str], k: int) -> List[list]:
    pass
