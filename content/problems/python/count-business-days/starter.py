def count_business_days(start: str, end: str) -> int:
    # Return the number of weekdays from start to end, inclusive.
    pass
