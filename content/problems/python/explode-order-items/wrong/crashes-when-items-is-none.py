# Mistake: crashes when items is None
def explode_items(orders):
    out = []
    for o in orders:
        for it in o.get("items", []):
            p = it.get("price")
            if it.get("sku") is None or isinstance(p, bool) or not isinstance(p, (int, float)):
                continue
            q = it.get("qty")
            q = 1 if q is None else q
            out.append([o.get("id"), it["sku"], q, round(q * p, 2)])
    return out
