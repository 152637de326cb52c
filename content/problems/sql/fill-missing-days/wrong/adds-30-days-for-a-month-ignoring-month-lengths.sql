-- Mistake: adds 30 days for a month, ignoring month lengths
WITH RECURSIVE spine(day) AS (SELECT MIN(day) FROM daily_signups UNION ALL SELECT date(julianday(day) + 1) FROM spine WHERE day < (SELECT MAX(day) FROM daily_signups))
SELECT s.day, COALESCE(d.signups, 0) AS signups FROM spine AS s JOIN daily_signups AS d ON d.day = s.day ORDER BY s.day;
