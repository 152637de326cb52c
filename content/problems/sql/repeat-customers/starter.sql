SELECT c.name, COUNT(*) AS order_count, SUM(o.amount) AS total_spent
FROM customers AS c
JOIN orders AS o ON o.customer_id = c.id
GROUP BY c.id;
