SELECT MIN(CAST(day AS TEXT)) AS start_day, MAX(CAST(day AS TEXT)) AS end_day, COUNT(*) AS days
FROM seattle_weather
WHERE precipitation = 0;
