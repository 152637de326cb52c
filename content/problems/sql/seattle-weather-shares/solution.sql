SELECT weather, COUNT(*) AS days,
       ROUND(CAST(100.0 * COUNT(*) / (SELECT COUNT(*) FROM seattle_weather) AS NUMERIC), 1) AS pct
FROM seattle_weather
GROUP BY weather
ORDER BY days DESC, weather;
