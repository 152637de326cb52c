from typing import Dict, List


def conversion_rates(rows: List[list]) -> Dict[str, float]:
    assigned: Dict[str, str] = {}
    converted: Dict[str, bool] = {}
    for user, variant, did_convert in rows:
        if user not in assigned:
            assigned[user] = variant
            converted[user] = False
        if assigned[user] == variant and did_convert:
            converted[user] = True
    totals: Dict[str, List[int]] = {}
    for user, variant in assigned.items():
        bucket = totals.setdefault(variant, [0, 0])
        bucket[0] += 1
        bucket[1] += converted[user]
    return {variant: round(hits / users, 4) for variant, (users, hits) in totals.items()}
