SELECT weather, COUNT(*) AS days
FROM seattle_weather
GROUP BY weather;
