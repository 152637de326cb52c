# Mistake: treats a missing qty as 0
def explode_items(orders):
    out = []
    for o in orders:
        for it in o.get("items") or []:
            p = it.get("price")
            if it.get("sku") is None or isinstance(p, bool) or not isinstance(p, (int, float)):
                continue
            q = it.get("qty") or 0
            out.append([o.get("id"), it["sku"], q, round(q * p, 2)])
    return out
