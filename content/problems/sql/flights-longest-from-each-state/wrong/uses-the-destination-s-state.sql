-- Mistake: uses the destination's state
WITH ranked AS (
  SELECT a.state, f.flight_id, f.origin, f.destination, f.distance,
         ROW_NUMBER() OVER (PARTITION BY a.state ORDER BY f.distance DESC, f.flight_id) AS rn
  FROM flights AS f
  JOIN airports AS a ON a.iata = f.destination
)
SELECT state, flight_id, origin, destination, distance
FROM ranked
WHERE rn = 1
ORDER BY state;
