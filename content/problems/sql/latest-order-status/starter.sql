SELECT order_id, status, updated_at
FROM order_events
ORDER BY order_id;
