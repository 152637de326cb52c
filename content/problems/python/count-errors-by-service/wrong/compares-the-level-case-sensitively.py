# Mistake: compares the level case-sensitively
import json
def count_errors(lines):
    counts = {}
    for line in lines:
        try:
            r = json.loads(line)
        except ValueError:
            continue
        if isinstance(r, dict) and isinstance(r.get("service"), str) and r.get("level") == "ERROR":
            counts[r["service"]] = counts.get(r["service"], 0) + 1
    return counts
