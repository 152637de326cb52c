# Mistake: lists services without errors with 0
import json
def count_errors(lines):
    counts = {}
    for line in lines:
        try:
            r = json.loads(line)
        except ValueError:
            continue
        if not isinstance(r, dict):
            continue
        s, l = r.get("service"), r.get("level")
        if isinstance(s, str) and isinstance(l, str):
            counts[s] = counts.get(s, 0) + (l.upper() == "ERROR")
    return counts
