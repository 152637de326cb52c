# Mistake: the first customer wins a duplicate id
def join_orders(orders, customers):
    names = {}
    for c in customers:
        names.setdefault(c["id"], c["name"])
    return [{"order_id": o["order_id"], "customer": names.get(o["customer_id"]), "amount": o["amount"]} for o in orders]
