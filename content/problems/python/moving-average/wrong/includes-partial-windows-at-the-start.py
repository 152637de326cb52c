# Mistake: includes partial windows at the start
def moving_average(values, window):
    out = []
    for i in range(len(values)):
        part = values[max(0, i - window + 1):i + 1]
        out.append(round(sum(part) / len(part), 2))
    return out
