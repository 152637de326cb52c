# Mistake: bands closed on the right (bisect_left)
from bisect import bisect_left
def bucketize(values, edges):
    out = []
    for v in values:
        if v is None:
            out.append("unknown")
            continue
        p = bisect_left(edges, v)
        if p == 0:
            out.append("<" + str(edges[0]))
        elif p == len(edges):
            out.append(">=" + str(edges[-1]))
        else:
            out.append(str(edges[p - 1]) + "-" + str(edges[p]))
    return out
