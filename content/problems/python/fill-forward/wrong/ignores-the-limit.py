# Mistake: ignores the limit
def fill_forward(readings, limit):
    result, last = [], None
    for value in readings:
        if value is not None:
            last = value
        result.append(last)
    return result
