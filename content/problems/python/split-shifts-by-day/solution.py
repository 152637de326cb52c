from datetime import datetime, timedelta
from typing import Dict, List


def hours_per_day(shifts: List[List[str]]) -> Dict[str, float]:
    seconds: Dict[str, float] = {}
    for start_text, end_text in shifts:
        start, end = datetime.fromisoformat(start_text), datetime.fromisoformat(end_text)
        while start < end:
            midnight = datetime(start.year, start.month, start.day) + timedelta(days=1)
            piece_end = min(end, midnight)
            day = start.date().isoformat()
            seconds[day] = seconds.get(day, 0.0) + (piece_end - start).total_seconds()
            start = piece_end
    return {day: round(total / 3600, 2) for day, total in seconds.items()}
