# Mistake: truncates negative timestamps towards zero
from collections import Counter
def window_counts(timestamps, size):
    c = Counter(int(t / size) * size for t in timestamps)
    return [[s, c[s]] for s in sorted(c)]
