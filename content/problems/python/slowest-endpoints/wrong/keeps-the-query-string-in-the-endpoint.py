# Mistake: keeps the query string in the endpoint
def slowest_endpoints(lines, k):
    totals = {}
    for line in lines:
        fields = line.split()
        if len(fields) != 5 or not fields[4].endswith("ms") or not fields[4][:-2].isdigit():
            continue
        endpoint = fields[1] + " " + fields[2]
        t, c = totals.get(endpoint, (0, 0))
        totals[endpoint] = (t + int(fields[4][:-2]), c + 1)
    items = sorted(((t / c, e) for e, (t, c) in totals.items()), key=lambda x: (-x[0], x[1]))
    return [[e, round(a, 1)] for a, e in items[:k]]
