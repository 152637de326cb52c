SELECT SUBSTR(CAST(departed_at AS TEXT), 12, 2) AS hour, COUNT(*) AS flights,
       ROUND(CAST(100.0 * SUM(CASE WHEN delay > 15 THEN 1 ELSE 0 END) / COUNT(*) AS NUMERIC), 1) AS pct_late
FROM flights
GROUP BY SUBSTR(CAST(departed_at AS TEXT), 12, 2)
ORDER BY hour;
