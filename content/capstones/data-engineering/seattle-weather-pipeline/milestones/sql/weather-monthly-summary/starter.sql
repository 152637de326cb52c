SELECT SUBSTR(day, 1, 7) AS month, COUNT(*) AS days
FROM seattle_weather
GROUP BY SUBSTR(day, 1, 7)
ORDER BY month;
