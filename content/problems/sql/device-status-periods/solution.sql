WITH numbered AS (
  SELECT device_id, status, checked_at,
         ROW_NUMBER() OVER (PARTITION BY device_id ORDER BY checked_at)
       - ROW_NUMBER() OVER (PARTITION BY device_id, status ORDER BY checked_at) AS grp
  FROM readings
)
SELECT device_id, status, MIN(checked_at) AS started_at, COUNT(*) AS readings
FROM numbered
GROUP BY device_id, status, grp
ORDER BY device_id, started_at;
