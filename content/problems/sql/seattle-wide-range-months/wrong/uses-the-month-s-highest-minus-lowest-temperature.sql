-- Mistake: uses the month's highest minus lowest temperature
SELECT SUBSTR(CAST(day AS TEXT), 1, 7) AS month,
       ROUND(CAST(MAX(temp_max) - MIN(temp_min) AS NUMERIC), 2) AS avg_range
FROM seattle_weather
GROUP BY SUBSTR(CAST(day AS TEXT), 1, 7)
HAVING MAX(temp_max) - MIN(temp_min) >= 10
ORDER BY avg_range DESC, month;
