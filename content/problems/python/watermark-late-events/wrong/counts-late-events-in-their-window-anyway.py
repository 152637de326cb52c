# Mistake: counts late events in their window anyway
def count_on_time(arrivals, lateness, size):
    counts, dropped, newest = {}, 0, None
    for ts in arrivals:
        if newest is not None and ts < newest - lateness:
            dropped += 1
        newest = ts if newest is None else max(newest, ts)
        s = (ts // size) * size
        counts[s] = counts.get(s, 0) + 1
    return {"windows": [[s, counts[s]] for s in sorted(counts)], "dropped": dropped}
