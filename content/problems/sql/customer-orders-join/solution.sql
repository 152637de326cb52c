SELECT o.id AS order_id, c.name AS customer_name, o.amount
FROM orders AS o
JOIN customers AS c ON c.id = o.customer_id
ORDER BY o.id;
