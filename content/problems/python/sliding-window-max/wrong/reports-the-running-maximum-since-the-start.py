# Mistake: reports the running maximum since the start
def window_max(load, k):
    out, best = [], None
    for i, v in enumerate(load):
        best = v if best is None else max(best, v)
        if i >= k - 1:
            out.append(best)
    return out
