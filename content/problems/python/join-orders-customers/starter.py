from typing import List


def join_orders(orders: List[dict], customers: List[dict]) -> List[dict]:
    # Return [{"order_id", "customer", "amount"}] for every order.
    pass
