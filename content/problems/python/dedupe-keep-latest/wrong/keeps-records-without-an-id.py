# Mistake: keeps records without an id
def keep_latest(records):
    best = {}
    for r in records:
        c = best.get(r.get("id"))
        if c is None or r["updated_at"] >= c["updated_at"]:
            best[r.get("id")] = r
    return [best[k] for k in sorted(best, key=lambda k: (k is not None, k if k is not None else 0))]
