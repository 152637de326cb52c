# Mistake: keeps SKUs whose total is zero
def merge_inventories(a, b):
    t = dict(a)
    for k, v in b.items():
        t[k] = t.get(k, 0) + v
    return {k: v for k, v in t.items() if v >= 0}
