SELECT SUBSTR(CAST(day AS TEXT), 1, 7) AS month, COUNT(*) AS wet_days
FROM seattle_weather
GROUP BY SUBSTR(CAST(day AS TEXT), 1, 7);
