# Mistake: truncates the rank instead of rounding it up
def percentiles(latencies, ps):
    v = sorted(x for x in latencies if x is not None)
    if not v:
        return [None for _ in ps]
    return [v[min(len(v) - 1, int(p / 100 * len(v)))] for p in ps]
