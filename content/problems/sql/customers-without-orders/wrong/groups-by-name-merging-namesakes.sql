-- Mistake: groups by name, merging namesakes
SELECT c.name FROM customers AS c
LEFT JOIN orders AS o ON o.customer_id = c.id
WHERE o.id IS NULL
GROUP BY c.name
ORDER BY c.name;
