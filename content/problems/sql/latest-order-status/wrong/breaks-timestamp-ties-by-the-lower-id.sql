-- Mistake: breaks timestamp ties by the lower id
WITH r AS (SELECT order_id, status, updated_at,
  ROW_NUMBER() OVER (PARTITION BY order_id ORDER BY updated_at DESC, id ASC) AS n FROM order_events)
SELECT order_id, status, updated_at FROM r WHERE n = 1 ORDER BY order_id;
