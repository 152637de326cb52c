SELECT SUBSTR(CAST(day AS TEXT), 1, 7) AS month,
       ROUND(CAST(AVG(temp_max - temp_min) AS NUMERIC), 2) AS avg_range
FROM seattle_weather
GROUP BY SUBSTR(CAST(day AS TEXT), 1, 7)
HAVING AVG(temp_max - temp_min) >= 10
ORDER BY avg_range DESC, month;
