# Mistake: crashes on lines that are not objects
import json
def count_errors(lines):
    counts = {}
    for line in lines:
        if not line.strip():
            continue
        try:
            r = json.loads(line)
        except ValueError:
            continue
        s, l = r.get("service"), r.get("level")
        if isinstance(s, str) and isinstance(l, str) and l.upper() == "ERROR":
            counts[s] = counts.get(s, 0) + 1
    return counts
