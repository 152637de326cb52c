# Mistake: returns 1 for an empty list
from datetime import datetime, timedelta
def count_sessions(timestamps, gap_minutes):
    t = sorted(datetime.fromisoformat(s) for s in timestamps)
    return 1 + sum(1 for a, b in zip(t, t[1:]) if b - a > timedelta(minutes=gap_minutes))
