# Mistake: counts events, not distinct users
def rolling_distinct(events, window):
    return [sum(1 for t, u in events if ts - window < t <= ts) for ts, _ in events]
