def merge_inventories(a: dict, b: dict) -> dict:
    # Return {sku: combined quantity} without SKUs whose total is <= 0.
    pass
