SELECT customer_id, id AS order_id, ordered_at, amount
FROM orders
ORDER BY customer_id;
