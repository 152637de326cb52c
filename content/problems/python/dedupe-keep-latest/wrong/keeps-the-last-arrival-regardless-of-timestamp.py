# Mistake: keeps the last arrival regardless of timestamp
def keep_latest(records):
    best = {}
    for r in records:
        if r.get("id") is not None:
            best[r["id"]] = r
    return [best[k] for k in sorted(best)]
