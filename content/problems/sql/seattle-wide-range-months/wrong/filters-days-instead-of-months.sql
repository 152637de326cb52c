-- Mistake: filters days instead of months
SELECT SUBSTR(CAST(day AS TEXT), 1, 7) AS month,
       ROUND(CAST(AVG(temp_max - temp_min) AS NUMERIC), 2) AS avg_range
FROM seattle_weather
WHERE temp_max - temp_min >= 10
GROUP BY SUBSTR(CAST(day AS TEXT), 1, 7)
ORDER BY avg_range DESC, month;
