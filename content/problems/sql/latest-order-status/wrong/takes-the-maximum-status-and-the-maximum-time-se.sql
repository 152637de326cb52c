-- Mistake: takes the maximum status and the maximum time separately
SELECT order_id, MAX(status) AS status, MAX(updated_at) AS updated_at
FROM order_events GROUP BY order_id ORDER BY order_id;
