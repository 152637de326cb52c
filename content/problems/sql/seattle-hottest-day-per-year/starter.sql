SELECT SUBSTR(CAST(day AS TEXT), 1, 4) AS year, MAX(temp_max) AS temp_max
FROM seattle_weather
GROUP BY SUBSTR(CAST(day AS TEXT), 1, 4);
