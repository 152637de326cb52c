# Mistake: window closed on the left: includes events exactly `window` seconds old
def rolling_distinct(events, window):
    return [len({u for t, u in events if ts - window <= t <= ts}) for ts, _ in events]
