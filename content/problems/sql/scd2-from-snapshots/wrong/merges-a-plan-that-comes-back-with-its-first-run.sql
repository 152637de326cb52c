-- Mistake: merges a plan that comes back with its first run
WITH p AS (SELECT customer_id, plan, MIN(snapshot_day) AS valid_from FROM snapshots GROUP BY customer_id, plan)
SELECT customer_id, plan, valid_from, LEAD(valid_from) OVER (PARTITION BY customer_id ORDER BY valid_from) AS valid_to FROM p ORDER BY customer_id, valid_from;
