-- Mistake: starts a new period at every reading that differs from the first
WITH n AS (SELECT device_id, status, checked_at,
  CASE WHEN status = FIRST_VALUE(status) OVER (PARTITION BY device_id ORDER BY checked_at) THEN 0 ELSE 1 END AS grp FROM readings)
SELECT device_id, status, MIN(checked_at) AS started_at, COUNT(*) AS readings FROM n GROUP BY device_id, status, grp ORDER BY device_id, started_at;
