-- Mistake: returns a NULL day for an empty table
WITH RECURSIVE spine(day) AS (SELECT MIN(day) FROM daily_signups UNION ALL SELECT date(day, '+1 day') FROM spine WHERE day < (SELECT MAX(day) FROM daily_signups))
SELECT s.day, COALESCE(d.signups, 0) AS signups FROM spine AS s LEFT JOIN daily_signups AS d ON d.day = s.day ORDER BY s.day;
