# Mistake: the last candidate wins a tie
def _d(a, b):
    p = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        c = [i]
        for j, y in enumerate(b, 1):
            c.append(min(p[j] + 1, c[j - 1] + 1, p[j - 1] + (x != y)))
        p = c
    return p[-1]
def best_match(name, candidates, max_distance):
    t = name.strip().lower()
    best, bd = None, max_distance + 1
    for c in candidates:
        d = _d(t, c.strip().lower())
        if d <= bd:
            best, bd = c, d
    return best
