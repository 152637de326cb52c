SELECT origin, destination, COUNT(*) AS flights
FROM flights
GROUP BY origin, destination;
