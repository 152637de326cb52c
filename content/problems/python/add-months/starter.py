def add_months(day: str, months: int) -> str:
    pass
