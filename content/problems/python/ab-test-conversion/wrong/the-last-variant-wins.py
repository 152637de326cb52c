# Mistake: the last variant wins
def conversion_rates(rows):
    a, c = {}, {}
    for u, v, x in rows:
        if a.get(u) != v:
            a[u] = v
            c[u] = False
        c[u] = c[u] or bool(x)
    t = {}
    for u, v in a.items():
        b = t.setdefault(v, [0, 0])
        b[0] += 1
        b[1] += c[u]
    return {v: round(h / n, 4) for v, (n, h) in t.items()}
