# Mistake: counts rows instead of users
def conversion_rates(rows):
    t = {}
    for u, v, c in rows:
        b = t.setdefault(v, [0, 0])
        b[0] += 1
        b[1] += bool(c)
    return {v: round(h / n, 4) for v, (n, h) in t.items()}
