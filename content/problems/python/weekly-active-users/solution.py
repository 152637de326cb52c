from datetime import date
from typing import List


def weekly_active_users(events: List[dict]) -> dict:
    users_by_week = {}
    for event in events:
        year, week, _ = date.fromisoformat(event["date"]).isocalendar()
        users_by_week.setdefault(f"{year}-W{week:02d}", set()).add(event["user"])
    return {week: len(users) for week, users in users_by_week.items()}
