from typing import List


def reverse_string(s: List[str]) -> None:
    # Reverse s in place; do not return anything.
    pass
