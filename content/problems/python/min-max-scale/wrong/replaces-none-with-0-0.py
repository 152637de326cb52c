# Mistake: replaces None with 0.0
def min_max_scale(values):
    k = [v for v in values if v is not None]
    if not k:
        return [0.0 for _ in values]
    lo, hi = min(k), max(k)
    return [0.0 if v is None or hi == lo else round((v - lo) / (hi - lo), 4) for v in values]
