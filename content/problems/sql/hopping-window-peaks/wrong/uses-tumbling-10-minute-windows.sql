-- Mistake: uses tumbling 10-minute windows
SELECT ts / 600 * 600 AS window_start, MAX(temp) AS max_temp FROM temperatures GROUP BY window_start ORDER BY window_start;
