# Mistake: counts timeouts as 0 ms
import math
def percentiles(latencies, ps):
    v = sorted(x or 0 for x in latencies)
    if not v:
        return [None for _ in ps]
    return [v[max(1, math.ceil(p / 100 * len(v))) - 1] for p in ps]
