-- Mistake: treats 0 as Monday
WITH n AS (SELECT CAST(strftime('%w', ordered_at) AS INTEGER) AS dow FROM orders)
SELECT CASE dow WHEN 0 THEN 'Monday' WHEN 1 THEN 'Tuesday' WHEN 2 THEN 'Wednesday' WHEN 3 THEN 'Thursday' WHEN 4 THEN 'Friday' WHEN 5 THEN 'Saturday' ELSE 'Sunday' END AS weekday,
  COUNT(*) AS orders FROM n GROUP BY dow ORDER BY dow;
