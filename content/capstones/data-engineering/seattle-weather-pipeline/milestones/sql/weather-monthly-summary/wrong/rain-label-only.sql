-- Mistake: counts only days labelled rain as wet
SELECT
  SUBSTR(day, 1, 7) AS month,
  COUNT(*) AS days,
  SUM(CASE WHEN weather = 'rain' THEN 1 ELSE 0 END) AS wet_days,
  ROUND(AVG(temp_max), 1) AS avg_temp_max,
  ROUND(COALESCE(SUM(precipitation), 0), 1) AS total_precipitation
FROM seattle_weather
GROUP BY SUBSTR(day, 1, 7)
ORDER BY month;
