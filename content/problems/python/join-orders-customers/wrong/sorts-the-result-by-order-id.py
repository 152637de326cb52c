# Mistake: sorts the result by order id
def join_orders(orders, customers):
    names = {c["id"]: c["name"] for c in customers}
    rows = [{"order_id": o["order_id"], "customer": names.get(o["customer_id"]), "amount": o["amount"]} for o in orders]
    return sorted(rows, key=lambda r: r["order_id"])
