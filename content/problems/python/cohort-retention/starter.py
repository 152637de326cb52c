from typing import Dict, List


def cohort_table(activity: List[list]) -> Dict[str, List[int]]:
    pass
