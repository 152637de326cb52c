# Mistake: the first arrival wins a tie
def keep_latest(records):
    best = {}
    for r in records:
        if r.get("id") is None:
            continue
        c = best.get(r["id"])
        if c is None or r["updated_at"] > c["updated_at"]:
            best[r["id"]] = r
    return [best[k] for k in sorted(best)]
