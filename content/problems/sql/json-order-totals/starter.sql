SELECT id AS order_id, 0 AS total
FROM orders;
