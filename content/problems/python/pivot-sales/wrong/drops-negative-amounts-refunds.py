# Mistake: drops negative amounts (refunds)
def pivot_sales(rows):
    t = {}
    for r in rows:
        if r["amount"] < 0:
            continue
        ms = t.setdefault(r["region"], {})
        ms[r["month"]] = ms.get(r["month"], 0.0) + r["amount"]
    return {g: {m: round(v, 2) for m, v in ms.items()} for g, ms in t.items()}
