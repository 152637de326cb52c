from typing import List


def weekly_active_users(events: List[dict]) -> dict:
    # Return {"YYYY-Www": number of distinct users}.
    pass
