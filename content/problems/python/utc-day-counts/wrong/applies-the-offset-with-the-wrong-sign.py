# Mistake: applies the offset with the wrong sign
from datetime import datetime, timedelta
def utc_day_counts(timestamps):
    c = {}
    for s in timestamps:
        if s.endswith("Z"):
            s = s[:-1] + "+00:00"
        m = datetime.fromisoformat(s)
        if m.tzinfo is not None:
            m = m.replace(tzinfo=None) + m.utcoffset()
        d = m.date().isoformat()
        c[d] = c.get(d, 0) + 1
    return c
