-- Mistake: keeps the first order instead of the latest
SELECT DISTINCT ON (customer_id) customer_id, id AS order_id, ordered_at, amount
FROM orders
ORDER BY customer_id, ordered_at, id DESC;
