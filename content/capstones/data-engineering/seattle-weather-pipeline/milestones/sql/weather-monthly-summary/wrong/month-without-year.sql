-- Mistake: groups by month number only, merging years
SELECT
  SUBSTR(MIN(day), 1, 7) AS month,
  COUNT(*) AS days,
  SUM(CASE WHEN precipitation > 0 THEN 1 ELSE 0 END) AS wet_days,
  ROUND(AVG(temp_max), 1) AS avg_temp_max,
  ROUND(COALESCE(SUM(precipitation), 0), 1) AS total_precipitation
FROM seattle_weather
GROUP BY SUBSTR(day, 6, 2)
ORDER BY month;
