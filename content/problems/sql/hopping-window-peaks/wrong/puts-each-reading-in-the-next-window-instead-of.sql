-- Mistake: puts each reading in the next window instead of the previous one
WITH a AS (SELECT ts / 300 * 300 AS window_start, temp FROM temperatures UNION ALL SELECT ts / 300 * 300 + 300, temp FROM temperatures)
SELECT window_start, MAX(temp) AS max_temp FROM a GROUP BY window_start ORDER BY window_start;
