# Mistake: a gap of exactly gap_minutes starts a new session
from datetime import datetime, timedelta
def count_sessions(timestamps, gap_minutes):
    t = sorted(datetime.fromisoformat(s) for s in timestamps)
    if not t:
        return 0
    return 1 + sum(1 for a, b in zip(t, t[1:]) if b - a >= timedelta(minutes=gap_minutes))
