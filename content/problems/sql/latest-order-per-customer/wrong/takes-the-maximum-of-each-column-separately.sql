-- Mistake: takes the maximum of each column separately, mixing orders
SELECT customer_id, MAX(id) AS order_id, MAX(ordered_at) AS ordered_at, MAX(amount) AS amount
FROM orders
GROUP BY customer_id
ORDER BY customer_id;
