SELECT ts / 300 * 300 AS window_start, COUNT(*) AS readings
FROM readings
GROUP BY window_start
ORDER BY window_start;
