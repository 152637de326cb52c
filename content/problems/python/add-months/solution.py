import calendar
from datetime import date


def add_months(day: str, months: int) -> str:
    start = date.fromisoformat(day)
    year, month = divmod(start.year * 12 + start.month - 1 + months, 12)
    month += 1
    last = calendar.monthrange(year, month)[1]
    return date(year, month, min(start.day, last)).isoformat()
