# Mistake: the watermark follows the latest arrival, not the largest timestamp
def count_on_time(arrivals, lateness, size):
    counts, dropped, last = {}, 0, None
    for ts in arrivals:
        if last is not None and ts < last - lateness:
            dropped += 1
            continue
        last = ts
        s = (ts // size) * size
        counts[s] = counts.get(s, 0) + 1
    return {"windows": [[s, counts[s]] for s in sorted(counts)], "dropped": dropped}
