import calendar
from typing import Dict, List


def stickiness(events: List[list], month: str) -> float:
    daily: Dict[str, set] = {}
    for user, day in events:
        if day[:7] == month:
            daily.setdefault(day, set()).add(user)
    monthly = set().union(*daily.values()) if daily else set()
    if not monthly:
        return 0.0
    days = calendar.monthrange(int(month[:4]), int(month[5:7]))[1]
    average_dau = sum(len(users) for users in daily.values()) / days
    return round(average_dau / len(monthly), 4)
