# Mistake: divides by active users instead of signed-up users
from datetime import date, timedelta
def day_n_retention(signups, activity, n):
    users = {u for u, _ in activity if u in signups}
    if not users:
        return 0.0
    kept = {u for u, d in activity if u in signups and d == (date.fromisoformat(signups[u]) + timedelta(days=n)).isoformat()}
    return round(len(kept) / len(users), 4)
