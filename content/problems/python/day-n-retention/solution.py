from datetime import date, timedelta
from typing import Dict, List


def day_n_retention(signups: Dict[str, str], activity: List[list], n: int) -> float:
    if not signups:
        return 0.0
    active = {(user, day) for user, day in activity}
    retained = 0
    for user, signed_up in signups.items():
        target = (date.fromisoformat(signed_up) + timedelta(days=n)).isoformat()
        if (user, target) in active:
            retained += 1
    return round(retained / len(signups), 4)
