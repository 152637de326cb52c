SELECT customer_id, plan, MIN(snapshot_day) AS valid_from, NULL AS valid_to
FROM snapshots
GROUP BY customer_id, plan;
