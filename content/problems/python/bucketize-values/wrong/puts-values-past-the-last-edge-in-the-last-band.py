# Mistake: puts values past the last edge in the last band
from bisect import bisect_right
def bucketize(values, edges):
    out = []
    for v in values:
        if v is None:
            out.append("unknown")
            continue
        p = min(bisect_right(edges, v), len(edges) - 1)
        out.append("<" + str(edges[0]) if p == 0 else str(edges[p - 1]) + "-" + str(edges[p]))
    return out
