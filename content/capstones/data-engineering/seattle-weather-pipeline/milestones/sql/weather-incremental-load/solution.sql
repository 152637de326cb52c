SELECT s.day, s.precipitation, s.temp_max, s.temp_min, s.wind, s.weather
FROM seattle_weather AS s
WHERE s.day > COALESCE(
    (SELECT MAX(l.watermark) FROM load_state AS l WHERE l.pipeline = 'weather'),
    '0000-01-01'
  )
  AND NOT EXISTS (SELECT 1 FROM warehouse_weather AS w WHERE w.day = s.day)
ORDER BY s.day;
