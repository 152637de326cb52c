# Mistake: b overwrites a instead of adding
def merge_inventories(a, b):
    t = {**a, **b}
    return {k: v for k, v in t.items() if v > 0}
