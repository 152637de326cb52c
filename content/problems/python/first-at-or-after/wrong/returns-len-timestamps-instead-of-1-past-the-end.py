# Mistake: returns len(timestamps) instead of -1 past the end
from bisect import bisect_left
def first_at_or_after(timestamps, queries):
    return [bisect_left(timestamps, q) for q in queries]
