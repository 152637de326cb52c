from typing import List


def count_errors(lines: List[str]) -> dict:
    # Return {service: number of ERROR entries}.
    pass
