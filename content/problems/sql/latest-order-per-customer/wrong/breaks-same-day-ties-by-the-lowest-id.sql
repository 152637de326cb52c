-- Mistake: breaks same-day ties by the lowest id
SELECT DISTINCT ON (customer_id) customer_id, id AS order_id, ordered_at, amount
FROM orders
ORDER BY customer_id, ordered_at DESC, id ASC;
