import json
from typing import List


def count_errors(lines: List[str]) -> dict:
    counts = {}
    for line in lines:
        line = line.strip()
        if not line:
            continue
        try:
            record = json.loads(line)
        except ValueError:
            continue
        if not isinstance(record, dict):
            continue
        service, level = record.get("service"), record.get("level")
        if not isinstance(service, str) or not isinstance(level, str):
            continue
        if level.upper() == "ERROR":
            counts[service] = counts.get(service, 0) + 1
    return counts
