# Mistake: gets the year wrong when going back across January
import calendar
from datetime import date
def add_months(day, months):
    s = date.fromisoformat(day)
    total = s.month - 1 + months
    y = s.year + int(total / 12)
    m = total % 12 + 1
    return date(y, m, min(s.day, calendar.monthrange(y, m)[1])).isoformat()
