from typing import List


def join_orders(orders: List[dict], customers: List[dict]) -> List[dict]:
    names = {customer["id"]: customer["name"] for customer in customers}
    return [
        {
            "order_id": order["order_id"],
            "customer": names.get(order["customer_id"]),
            "amount": order["amount"],
        }
        for order in orders
    ]
