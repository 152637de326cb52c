# Mistake: divides by max instead of max - min
def min_max_scale(values):
    k = [v for v in values if v is not None]
    if not k:
        return list(values)
    lo, hi = min(k), max(k)
    return [None if v is None else (0.0 if hi == lo else round((v - lo) / hi, 4)) for v in values]
