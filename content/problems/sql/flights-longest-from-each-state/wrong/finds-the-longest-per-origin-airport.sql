-- Mistake: finds the longest per origin airport
WITH ranked AS (
  SELECT a.state, f.flight_id, f.origin, f.destination, f.distance,
         ROW_NUMBER() OVER (PARTITION BY f.origin ORDER BY f.distance DESC, f.flight_id) AS rn
  FROM flights AS f
  JOIN airports AS a ON a.iata = f.origin
)
SELECT state, flight_id, origin, destination, distance
FROM ranked
WHERE rn = 1
ORDER BY state, flight_id;
