# Mistake: stops at the first falsy item
def chunk(items, size):
    out, batch = [], []
    for item in items:
        if not item and item is not False and item != 0:
            break
        batch.append(item)
        if len(batch) == size:
            out.append(batch)
            batch = []
    if batch:
        out.append(batch)
    return out
