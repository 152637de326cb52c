from datetime import date, timedelta


def count_business_days(start: str, end: str) -> int:
    first, last = date.fromisoformat(start), date.fromisoformat(end)
    if last < first:
        return 0
    total_days = (last - first).days + 1
    weeks, remainder = divmod(total_days, 7)
    count = weeks * 5
    for offset in range(remainder):
        if (first + timedelta(days=weeks * 7 + offset)).weekday() < 5:
            count += 1
    return count
