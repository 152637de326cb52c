SELECT SUBSTR(CAST(day AS TEXT), 1, 7) AS month, AVG(temp_max - temp_min) AS avg_range
FROM seattle_weather
GROUP BY SUBSTR(CAST(day AS TEXT), 1, 7);
