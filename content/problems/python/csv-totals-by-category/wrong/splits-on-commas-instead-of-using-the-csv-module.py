# Mistake: splits on commas instead of using the csv module
def total_by_category(csv_text):
    totals = {}
    for line in csv_text.splitlines()[1:]:
        parts = line.split(",")
        if len(parts) < 3:
            continue
        try:
            amount = float(parts[2])
        except ValueError:
            continue
        cat = parts[1].strip()
        if cat:
            totals[cat] = totals.get(cat, 0.0) + amount
    return {c: round(t, 2) for c, t in totals.items()}
