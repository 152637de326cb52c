# Mistake: off by one: batches of size + 1
def chunk(items, size):
    return [items[i:i + size + 1] for i in range(0, len(items), size + 1)]
