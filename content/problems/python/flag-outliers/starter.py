from typing import List, Optional


def flag_outliers(values: List[Optional[float]]) -> List[int]:
    pass
