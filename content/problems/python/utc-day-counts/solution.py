from datetime import datetime, timezone
from typing import Dict, List


def utc_day_counts(timestamps: List[str]) -> Dict[str, int]:
    counts: Dict[str, int] = {}
    for stamp in timestamps:
        if stamp.endswith("Z"):
            stamp = stamp[:-1] + "+00:00"
        moment = datetime.fromisoformat(stamp)
        if moment.tzinfo is not None:
            moment = moment.astimezone(timezone.utc)
        day = moment.date().isoformat()
        counts[day] = counts.get(day, 0) + 1
    return counts
