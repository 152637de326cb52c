from typing import Dict, List


def _month_index(day: str) -> int:
    return int(day[:4]) * 12 + int(day[5:7]) - 1


def cohort_table(activity: List[list]) -> Dict[str, List[int]]:
    months_by_user: Dict[str, set] = {}
    for user, day in activity:
        months_by_user.setdefault(user, set()).add(_month_index(day))
    if not months_by_user:
        return {}
    last = max(max(months) for months in months_by_user.values())
    table: Dict[int, List[int]] = {}
    for months in months_by_user.values():
        first = min(months)
        row = table.setdefault(first, [0] * (last - first + 1))
        for month in months:
            row[month - first] += 1
    return {
        f"{index // 12:04d}-{index % 12 + 1:02d}": row for index, row in sorted(table.items())
    }
