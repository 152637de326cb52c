SELECT ts AS window_start, COUNT(*) AS readings
FROM readings
GROUP BY ts;
