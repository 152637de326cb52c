SELECT origin, COUNT(*) AS flights, AVG(delay) AS avg_delay
FROM flights
GROUP BY origin;
