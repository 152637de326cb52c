# Mistake: adds 30 days per month
from datetime import date, timedelta
def add_months(day, months):
    return (date.fromisoformat(day) + timedelta(days=30 * months)).isoformat()
