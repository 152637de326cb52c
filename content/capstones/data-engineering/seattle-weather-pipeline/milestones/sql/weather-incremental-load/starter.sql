SELECT day, precipitation, temp_max, temp_min, wind, weather
FROM seattle_weather
ORDER BY day;
