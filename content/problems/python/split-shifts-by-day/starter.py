from typing import Dict, List


def hours_per_day(shifts: List[List[str]]) -> Dict[str, float]:
    pass
