-- Mistake: leaves the missing days NULL
WITH RECURSIVE spine(day) AS (SELECT MIN(day) FROM daily_signups UNION ALL SELECT date(day, '+1 day') FROM spine WHERE day < (SELECT MAX(day) FROM daily_signups))
SELECT s.day, d.signups FROM spine AS s LEFT JOIN daily_signups AS d ON d.day = s.day WHERE s.day IS NOT NULL ORDER BY s.day;
