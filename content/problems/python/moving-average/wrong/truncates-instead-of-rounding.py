# Mistake: truncates instead of rounding
import math
def moving_average(values, window):
    return [math.floor(sum(values[i:i + window]) / window * 100) / 100 for i in range(len(values) - window + 1)]
