from typing import Dict, List


def explode_items(orders: List[Dict]) -> List[list]:
    rows = []
    for order in orders:
        for item in order.get("items") or []:
            sku, price = item.get("sku"), item.get("price")
            if sku is None or isinstance(price, bool) or not isinstance(price, (int, float)):
                continue
            qty = item.get("qty")
            qty = 1 if qty is None else qty
            rows.append([order.get("id"), sku, qty, round(qty * price, 2)])
    return rows
