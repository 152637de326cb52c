WITH ranked AS (
  SELECT order_id, status, updated_at,
         ROW_NUMBER() OVER (PARTITION BY order_id ORDER BY updated_at DESC, id DESC) AS position
  FROM order_events
)
SELECT order_id, status, updated_at
FROM ranked
WHERE position = 1
ORDER BY order_id;
