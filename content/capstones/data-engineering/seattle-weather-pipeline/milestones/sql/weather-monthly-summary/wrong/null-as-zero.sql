-- Mistake: averages a missing temperature as zero
SELECT
  SUBSTR(day, 1, 7) AS month,
  COUNT(*) AS days,
  SUM(CASE WHEN precipitation > 0 THEN 1 ELSE 0 END) AS wet_days,
  ROUND(SUM(temp_max) * 1.0 / COUNT(*), 1) AS avg_temp_max,
  ROUND(COALESCE(SUM(precipitation), 0), 1) AS total_precipitation
FROM seattle_weather
GROUP BY SUBSTR(day, 1, 7)
ORDER BY month;
