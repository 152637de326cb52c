# Mistake: strictly after (bisect_right)
from bisect import bisect_right
def first_at_or_after(timestamps, queries):
    return [i if (i := bisect_right(timestamps, q)) < len(timestamps) else -1 for q in queries]
