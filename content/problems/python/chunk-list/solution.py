from itertools import islice
from typing import List


def chunk(items: list, size: int) -> List[list]:
    iterator = iter(items)
    batches = []
    while batch := list(islice(iterator, size)):
        batches.append(batch)
    return batches
