WITH runs AS (
  SELECT customer_id, plan, snapshot_day,
         ROW_NUMBER() OVER (PARTITION BY customer_id ORDER BY snapshot_day)
       - ROW_NUMBER() OVER (PARTITION BY customer_id, plan ORDER BY snapshot_day) AS grp
  FROM snapshots
),
periods AS (
  SELECT customer_id, plan, MIN(snapshot_day) AS valid_from
  FROM runs
  GROUP BY customer_id, plan, grp
)
SELECT customer_id, plan, valid_from,
       LEAD(valid_from) OVER (PARTITION BY customer_id ORDER BY valid_from) AS valid_to
FROM periods
ORDER BY customer_id, valid_from;
