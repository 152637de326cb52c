# Mistake: windows are closed on the right: an event on the boundary joins the earlier window
from collections import Counter
import math
def window_counts(timestamps, size):
    c = Counter((math.ceil(t / size) - 1) * size for t in timestamps)
    return [[s, c[s]] for s in sorted(c)]
