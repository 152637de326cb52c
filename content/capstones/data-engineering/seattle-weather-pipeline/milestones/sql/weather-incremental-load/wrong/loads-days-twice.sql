-- Mistake: loads days the warehouse already holds again
SELECT s.day, s.precipitation, s.temp_max, s.temp_min, s.wind, s.weather
FROM seattle_weather AS s
WHERE s.day > COALESCE(
    (SELECT MAX(l.watermark) FROM load_state AS l WHERE l.pipeline = 'weather'),
    '0000-01-01'
  )
ORDER BY s.day;
