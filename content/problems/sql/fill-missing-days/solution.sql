WITH RECURSIVE spine(day) AS (
  SELECT MIN(day) FROM daily_signups WHERE day IS NOT NULL
  UNION ALL
  SELECT date(day, '+1 day') FROM spine
  WHERE day < (SELECT MAX(day) FROM daily_signups)
)
SELECT s.day, COALESCE(d.signups, 0) AS signups
FROM spine AS s
LEFT JOIN daily_signups AS d ON d.day = s.day
WHERE s.day IS NOT NULL
ORDER BY s.day;
