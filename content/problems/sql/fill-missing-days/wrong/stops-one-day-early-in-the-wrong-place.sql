-- Mistake: stops one day early (<= in the wrong place)
WITH RECURSIVE spine(day) AS (SELECT MIN(day) FROM daily_signups UNION ALL SELECT date(day, '+1 day') FROM spine WHERE date(day, '+1 day') < (SELECT MAX(day) FROM daily_signups))
SELECT s.day, COALESCE(d.signups, 0) AS signups FROM spine AS s LEFT JOIN daily_signups AS d ON d.day = s.day WHERE s.day IS NOT NULL ORDER BY s.day;
