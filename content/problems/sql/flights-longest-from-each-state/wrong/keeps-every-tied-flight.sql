-- Mistake: keeps every tied flight
WITH ranked AS (
  SELECT a.state, f.flight_id, f.origin, f.destination, f.distance,
         RANK() OVER (PARTITION BY a.state ORDER BY f.distance DESC) AS rn
  FROM flights AS f
  JOIN airports AS a ON a.iata = f.origin
)
SELECT state, flight_id, origin, destination, distance
FROM ranked
WHERE rn = 1
ORDER BY state, flight_id;
