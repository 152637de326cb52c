-- Mistake: uses an inner join, which can never find a missing order
SELECT c.name FROM customers AS c
JOIN orders AS o ON o.customer_id = c.id
WHERE o.id IS NULL
ORDER BY c.name;
