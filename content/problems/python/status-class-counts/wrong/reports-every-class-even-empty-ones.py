# Mistake: reports every class, even empty ones
def status_classes(lines):
    counts = {"2xx": 0, "3xx": 0, "4xx": 0, "5xx": 0}
    for line in lines:
        parts = line.split('"')
        if len(parts) < 3 or not parts[2].split():
            continue
        status = parts[2].split()[0]
        if len(status) == 3 and status.isdigit() and 100 <= int(status) <= 599:
            key = status[0] + "xx"
            counts[key] = counts.get(key, 0) + 1
    return counts
