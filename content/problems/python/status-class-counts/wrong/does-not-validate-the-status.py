# Mistake: does not validate the status
def status_classes(lines):
    counts = {}
    for line in lines:
        parts = line.split('"')
        if len(parts) < 3 or not parts[2].split():
            continue
        key = parts[2].split()[0][0] + "xx"
        counts[key] = counts.get(key, 0) + 1
    return counts
