-- Mistake: takes valid_to across customers (LEAD without PARTITION BY)
WITH r AS (SELECT customer_id, plan, snapshot_day, ROW_NUMBER() OVER (PARTITION BY customer_id ORDER BY snapshot_day) - ROW_NUMBER() OVER (PARTITION BY customer_id, plan ORDER BY snapshot_day) AS grp FROM snapshots),
p AS (SELECT customer_id, plan, MIN(snapshot_day) AS valid_from FROM r GROUP BY customer_id, plan, grp)
SELECT customer_id, plan, valid_from, LEAD(valid_from) OVER (ORDER BY customer_id, valid_from) AS valid_to FROM p ORDER BY customer_id, valid_from;
