# Mistake: takes the local date (the first ten characters)
def utc_day_counts(timestamps):
    c = {}
    for s in timestamps:
        c[s[:10]] = c.get(s[:10], 0) + 1
    return c
