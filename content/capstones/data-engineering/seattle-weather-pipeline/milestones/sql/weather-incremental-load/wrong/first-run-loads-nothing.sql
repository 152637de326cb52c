-- Mistake: loads nothing on the first run (compares with a NULL watermark)
SELECT s.day, s.precipitation, s.temp_max, s.temp_min, s.wind, s.weather
FROM seattle_weather AS s
WHERE s.day > (SELECT MAX(l.watermark) FROM load_state AS l WHERE l.pipeline = 'weather')
  AND NOT EXISTS (SELECT 1 FROM warehouse_weather AS w WHERE w.day = s.day)
ORDER BY s.day;
