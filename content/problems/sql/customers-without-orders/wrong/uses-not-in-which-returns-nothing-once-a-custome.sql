-- Mistake: uses NOT IN, which returns nothing once a customer id is NULL
SELECT name FROM customers
WHERE id NOT IN (SELECT customer_id FROM orders)
ORDER BY name;
