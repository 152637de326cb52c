from typing import Dict, List


def count_on_time(arrivals: List[int], lateness: int, size: int) -> Dict:
    counts: Dict[int, int] = {}
    dropped = 0
    newest = None
    for ts in arrivals:
        if newest is not None and ts < newest - lateness:
            dropped += 1
            continue
        newest = ts if newest is None else max(newest, ts)
        start = (ts // size) * size
        counts[start] = counts.get(start, 0) + 1
    return {"windows": [[s, counts[s]] for s in sorted(counts)], "dropped": dropped}
