-- Mistake: joins on the order id instead of the customer id
SELECT o.id AS order_id, c.name AS customer_name, o.amount
FROM orders AS o
JOIN customers AS c ON c.id = o.id
ORDER BY o.id;
