from typing import Dict, List


def day_n_retention(signups: Dict[str, str], activity: List[list], n: int) -> float:
    pass
