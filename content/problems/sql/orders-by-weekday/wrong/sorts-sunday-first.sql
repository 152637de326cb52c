-- Mistake: sorts Sunday first
WITH n AS (SELECT CAST(strftime('%w', ordered_at) AS INTEGER) AS dow FROM orders)
SELECT CASE dow WHEN 0 THEN 'Sunday' WHEN 1 THEN 'Monday' WHEN 2 THEN 'Tuesday' WHEN 3 THEN 'Wednesday' WHEN 4 THEN 'Thursday' WHEN 5 THEN 'Friday' ELSE 'Saturday' END AS weekday,
  COUNT(*) AS orders FROM n GROUP BY dow ORDER BY dow;
