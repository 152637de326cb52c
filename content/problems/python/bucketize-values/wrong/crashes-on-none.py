# Mistake: crashes on None
from bisect import bisect_right
def bucketize(values, edges):
    out = []
    for v in values:
        p = bisect_right(edges, v)
        if p == 0:
            out.append("<" + str(edges[0]))
        elif p == len(edges):
            out.append(">=" + str(edges[-1]))
        else:
            out.append(str(edges[p - 1]) + "-" + str(edges[p]))
    return out
