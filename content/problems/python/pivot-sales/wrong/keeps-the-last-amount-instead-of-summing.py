# Mistake: keeps the last amount instead of summing
def pivot_sales(rows):
    t = {}
    for r in rows:
        t.setdefault(r["region"], {})[r["month"]] = round(r["amount"], 2)
    return t
