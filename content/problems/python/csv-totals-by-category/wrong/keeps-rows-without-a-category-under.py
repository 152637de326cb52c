# Mistake: keeps rows without a category under ""
import csv, io
def total_by_category(csv_text):
    totals = {}
    for row in csv.DictReader(io.StringIO(csv_text)):
        cat = (row.get("category") or "").strip()
        try:
            amount = float(row.get("amount") or "")
        except ValueError:
            continue
        totals[cat] = totals.get(cat, 0.0) + amount
    return {c: round(t, 2) for c, t in totals.items()}
