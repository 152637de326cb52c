from typing import List, Optional


def parse_amounts(cells: List[Optional[str]]) -> List[Optional[float]]:
    pass
