# Mistake: fills missing months with 0
def pivot_sales(rows):
    months = {r["month"] for r in rows}
    t = {}
    for r in rows:
        t.setdefault(r["region"], {m: 0.0 for m in months})
        t[r["region"]][r["month"]] += r["amount"]
    return {g: {m: round(v, 2) for m, v in ms.items()} for g, ms in t.items()}
