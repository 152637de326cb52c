from typing import Dict, List


def error_rates(lines: List[str]) -> Dict[str, float]:
    totals: Dict[str, List[int]] = {}
    for line in lines:
        fields = line.split(maxsplit=3)
        if len(fields) < 3:
            continue
        day, time, level = fields[0], fields[1], fields[2]
        parts = time.split(":")
        if len(parts) != 3 or not all(len(p) == 2 and p.isdigit() for p in parts):
            continue
        key = day + " " + time[:5]
        bucket = totals.setdefault(key, [0, 0])
        bucket[0] += 1
        if level.upper() in ("ERROR", "CRITICAL"):
            bucket[1] += 1
    return {key: round(errors / total, 3) for key, (total, errors) in totals.items()}
