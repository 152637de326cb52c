from typing import List, Optional


def impute_median(rows: List[list]) -> List[Optional[float]]:
    pass
