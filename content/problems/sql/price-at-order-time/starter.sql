SELECT o.order_id, NULL AS price
FROM orders AS o;
