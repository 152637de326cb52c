from collections import Counter


def merge_inventories(a: dict, b: dict) -> dict:
    total = Counter(a)
    total.update(b)
    return {sku: quantity for sku, quantity in total.items() if quantity > 0}
