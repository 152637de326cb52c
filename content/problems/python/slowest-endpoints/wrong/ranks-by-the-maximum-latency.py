# Mistake: ranks by the maximum latency
def slowest_endpoints(lines, k):
    worst, totals = {}, {}
    for line in lines:
        fields = line.split()
        if len(fields) != 5 or not fields[4].endswith("ms") or not fields[4][:-2].isdigit():
            continue
        endpoint = fields[1] + " " + fields[2].split("?")[0]
        ms = int(fields[4][:-2])
        worst[endpoint] = max(worst.get(endpoint, 0), ms)
        t, c = totals.get(endpoint, (0, 0))
        totals[endpoint] = (t + ms, c + 1)
    order = sorted(worst, key=lambda e: (-worst[e], e))
    return [[e, round(totals[e][0] / totals[e][1], 1)] for e in order[:k]]
