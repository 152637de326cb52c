from typing import Dict, List


def conversion_rates(rows: List[list]) -> Dict[str, float]:
    pass
