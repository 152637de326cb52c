# Mistake: rolls over into the next month instead of clamping
from datetime import date, timedelta
def add_months(day, months):
    s = date.fromisoformat(day)
    y, m = divmod(s.year * 12 + s.month - 1 + months, 12)
    return (date(y, m + 1, 1) + timedelta(days=s.day - 1)).isoformat()
