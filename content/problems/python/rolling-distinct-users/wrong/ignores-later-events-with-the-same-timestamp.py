# Mistake: ignores later events with the same timestamp
def rolling_distinct(events, window):
    out = []
    for i, (ts, _) in enumerate(events):
        out.append(len({u for t, u in events[:i + 1] if t > ts - window}))
    return out
