# Mistake: interpolates between ranks
def percentiles(latencies, ps):
    v = sorted(x for x in latencies if x is not None)
    if not v:
        return [None for _ in ps]
    out = []
    for p in ps:
        pos = p / 100 * (len(v) - 1)
        lo = int(pos)
        hi = min(lo + 1, len(v) - 1)
        out.append(v[lo] + (v[hi] - v[lo]) * (pos - lo))
    return out
