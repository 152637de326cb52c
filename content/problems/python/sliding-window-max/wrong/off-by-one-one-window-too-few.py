# Mistake: off by one: one window too few
def window_max(load, k):
    return [max(load[i:i + k]) for i in range(len(load) - k)]
