# Mistake: does not skip rows with a bad amount
import csv, io
def total_by_category(csv_text):
    totals = {}
    for row in csv.DictReader(io.StringIO(csv_text)):
        cat = (row.get("category") or "").strip()
        if not cat:
            continue
        try:
            amount = float(row.get("amount") or 0)
        except ValueError:
            amount = 0.0
        totals[cat] = totals.get(cat, 0.0) + amount
    return {c: round(t, 2) for c, t in totals.items()}
