-- Mistake: accepts either condition (OR instead of AND)
SELECT c.name, COUNT(*) AS order_count, ROUND(CAST(SUM(o.amount) AS NUMERIC), 2) AS total_spent
FROM customers AS c JOIN orders AS o ON o.customer_id = c.id
GROUP BY c.id, c.name HAVING COUNT(*) >= 2 OR SUM(o.amount) >= 100
ORDER BY total_spent DESC, c.name;
