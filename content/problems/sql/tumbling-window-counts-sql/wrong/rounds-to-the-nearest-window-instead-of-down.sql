-- Mistake: rounds to the nearest window instead of down
SELECT CAST(ROUND(ts / 300.0) AS INTEGER) * 300 AS window_start, COUNT(*) AS readings FROM readings GROUP BY window_start ORDER BY window_start;
