import csv
import io


def total_by_category(csv_text: str) -> dict:
    totals = {}
    for row in csv.DictReader(io.StringIO(csv_text)):
        category = (row.get("category") or "").strip()
        try:
            amount = float(row.get("amount") or "")
        except ValueError:
            continue
        if not category:
            continue
        totals[category] = totals.get(category, 0.0) + amount
    return {category: round(total, 2) for category, total in totals.items()}
