-- Mistake: ends a run on its last snapshot day instead of the next run start
WITH r AS (SELECT customer_id, plan, snapshot_day, ROW_NUMBER() OVER (PARTITION BY customer_id ORDER BY snapshot_day) - ROW_NUMBER() OVER (PARTITION BY customer_id, plan ORDER BY snapshot_day) AS grp FROM snapshots),
p AS (SELECT customer_id, plan, MIN(snapshot_day) AS valid_from, MAX(snapshot_day) AS last_day FROM r GROUP BY customer_id, plan, grp)
SELECT customer_id, plan, valid_from, CASE WHEN LEAD(valid_from) OVER (PARTITION BY customer_id ORDER BY valid_from) IS NULL THEN NULL ELSE last_day END AS valid_to FROM p ORDER BY customer_id, valid_from;
