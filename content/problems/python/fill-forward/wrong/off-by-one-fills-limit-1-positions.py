# Mistake: off by one: fills limit + 1 positions
def fill_forward(readings, limit):
    result, last, filled = [], None, 0
    for value in readings:
        if value is not None:
            last, filled = value, 0
            result.append(value)
        elif last is not None and filled <= limit:
            filled += 1
            result.append(last)
        else:
            result.append(None)
    return result
