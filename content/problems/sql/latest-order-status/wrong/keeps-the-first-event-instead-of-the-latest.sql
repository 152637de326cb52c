-- Mistake: keeps the first event instead of the latest
WITH r AS (SELECT order_id, status, updated_at,
  ROW_NUMBER() OVER (PARTITION BY order_id ORDER BY updated_at, id) AS n FROM order_events)
SELECT order_id, status, updated_at FROM r WHERE n = 1 ORDER BY order_id;
