# Mistake: drops negative entries before adding
def merge_inventories(a, b):
    t = {}
    for d in (a, b):
        for k, v in d.items():
            if v > 0:
                t[k] = t.get(k, 0) + v
    return t
