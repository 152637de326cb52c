from typing import Dict, List


def status_classes(lines: List[str]) -> Dict[str, int]:
    counts: Dict[str, int] = {}
    for line in lines:
        parts = line.split('"')
        if len(parts) < 3:
            continue
        fields = parts[2].split()
        if not fields:
            continue
        status = fields[0]
        if len(status) != 3 or not status.isdigit() or not 100 <= int(status) <= 599:
            continue
        key = status[0] + "xx"
        counts[key] = counts.get(key, 0) + 1
    return counts
