# Mistake: assumes every full week has 5 weekdays and ignores the rest
from datetime import date
def count_business_days(start, end):
    a, b = date.fromisoformat(start), date.fromisoformat(end)
    if b < a:
        return 0
    return ((b - a).days + 1) * 5 // 7
