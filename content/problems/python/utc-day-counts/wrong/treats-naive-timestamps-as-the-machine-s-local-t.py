# Mistake: treats naive timestamps as the machine’s local time
from datetime import datetime, timezone, timedelta
def utc_day_counts(timestamps):
    c = {}
    for s in timestamps:
        if s.endswith("Z"):
            s = s[:-1] + "+00:00"
        m = datetime.fromisoformat(s)
        if m.tzinfo is None:
            m = m.replace(tzinfo=timezone(timedelta(hours=2)))
        d = m.astimezone(timezone.utc).date().isoformat()
        c[d] = c.get(d, 0) + 1
    return c
