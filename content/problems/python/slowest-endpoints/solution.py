from typing import List


def slowest_endpoints(lines: List[str], k: int) -> List[list]:
    totals = {}
    for line in lines:
        fields = line.split()
        if len(fields) != 5:
            continue
        _, method, path, _, latency = fields
        if not latency.endswith("ms") or not latency[:-2].isdigit():
            continue
        endpoint = method + " " + path.split("?")[0]
        total, count = totals.get(endpoint, (0, 0))
        totals[endpoint] = (total + int(latency[:-2]), count + 1)
    averages = [(total / count, endpoint) for endpoint, (total, count) in totals.items()]
    averages.sort(key=lambda item: (-item[0], item[1]))
    return [[endpoint, round(average, 1)] for average, endpoint in averages[:k]]
