# Mistake: accepts a boolean or text price
def explode_items(orders):
    out = []
    for o in orders:
        for it in o.get("items") or []:
            if it.get("sku") is None or it.get("price") is None:
                continue
            try:
                p = float(it["price"])
            except ValueError:
                continue
            q = it.get("qty")
            q = 1 if q is None else q
            out.append([o.get("id"), it["sku"], q, round(q * p, 2)])
    return out
