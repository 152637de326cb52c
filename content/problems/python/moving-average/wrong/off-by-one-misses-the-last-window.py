# Mistake: off by one: misses the last window
def moving_average(values, window):
    return [round(sum(values[i:i + window]) / window, 2) for i in range(len(values) - window)]
