-- Mistake: takes the highest id as the latest, ignoring back-filled orders
SELECT DISTINCT ON (customer_id) customer_id, id AS order_id, ordered_at, amount
FROM orders
ORDER BY customer_id, id DESC;
