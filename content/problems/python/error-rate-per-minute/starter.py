from typing import Dict, List


def error_rates(lines: List[str]) -> Dict[str, float]:
    pass
