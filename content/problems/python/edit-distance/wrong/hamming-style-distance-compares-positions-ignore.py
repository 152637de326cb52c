# Mistake: Hamming-style distance: compares positions, ignores insertions
def best_match(name, candidates, max_distance):
    t = name.strip().lower()
    best, bd = None, max_distance + 1
    for c in candidates:
        s = c.strip().lower()
        d = sum(1 for x, y in zip(t, s) if x != y) + abs(len(t) - len(s))
        if d < bd:
            best, bd = c, d
    return best
