from typing import Dict, List


def keep_latest(records: List[Dict]) -> List[Dict]:
    best: Dict = {}
    for record in records:
        key = record.get("id")
        if key is None:
            continue
        current = best.get(key)
        if current is None or record["updated_at"] >= current["updated_at"]:
            best[key] = record
    return [best[key] for key in sorted(best)]
