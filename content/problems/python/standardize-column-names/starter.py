from typing import List


def standardize_columns(headers: List[str]) -> List[str]:
    pass
