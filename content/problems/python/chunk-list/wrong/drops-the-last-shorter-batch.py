# Mistake: drops the last, shorter batch
def chunk(items, size):
    return [items[i:i + size] for i in range(0, len(items) - size + 1, size)]
