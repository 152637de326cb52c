-- Mistake: numbers the readings without partitioning by device
WITH n AS (SELECT device_id, status, checked_at,
  ROW_NUMBER() OVER (ORDER BY checked_at, device_id) - ROW_NUMBER() OVER (PARTITION BY device_id, status ORDER BY checked_at) AS grp FROM readings)
SELECT device_id, status, MIN(checked_at) AS started_at, COUNT(*) AS readings FROM n GROUP BY device_id, status, grp ORDER BY device_id, started_at;
