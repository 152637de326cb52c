# Mistake: drops orders without a known customer (inner join)
def join_orders(orders, customers):
    names = {c["id"]: c["name"] for c in customers}
    return [{"order_id": o["order_id"], "customer": names[o["customer_id"]], "amount": o["amount"]} for o in orders if o["customer_id"] in names]
