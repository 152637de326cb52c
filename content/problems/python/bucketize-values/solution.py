from bisect import bisect_right
from typing import List, Optional


def bucketize(values: List[Optional[float]], edges: List[int]) -> List[str]:
    labels = []
    for value in values:
        if value is None:
            labels.append("unknown")
            continue
        position = bisect_right(edges, value)
        if position == 0:
            labels.append("<" + str(edges[0]))
        elif position == len(edges):
            labels.append(">=" + str(edges[-1]))
        else:
            labels.append(str(edges[position - 1]) + "-" + str(edges[position]))
    return labels
