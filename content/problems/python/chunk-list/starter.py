from typing import List


def chunk(items: list, size: int) -> List[list]:
    # Return the batches in order.
    pass
