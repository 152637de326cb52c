# Mistake: returns windows in first-seen order
def window_counts(timestamps, size):
    c = {}
    for t in timestamps:
        s = (t // size) * size
        c[s] = c.get(s, 0) + 1
    return [[s, n] for s, n in c.items()]
