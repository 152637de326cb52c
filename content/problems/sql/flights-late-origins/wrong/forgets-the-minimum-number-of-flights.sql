-- Mistake: forgets the minimum number of flights
SELECT origin, COUNT(*) AS flights, ROUND(CAST(AVG(delay) AS NUMERIC), 1) AS avg_delay
FROM flights
GROUP BY origin
ORDER BY avg_delay DESC, origin
LIMIT 5;
