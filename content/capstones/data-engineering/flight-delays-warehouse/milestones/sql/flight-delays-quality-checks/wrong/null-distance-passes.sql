-- Mistake: lets a missing distance through
SELECT flight_id, check_name FROM (
  SELECT f.flight_id, 'unknown_airport' AS check_name
  FROM flights AS f
  WHERE NOT EXISTS (SELECT 1 FROM airports AS a WHERE a.iata = f.origin)
     OR NOT EXISTS (SELECT 1 FROM airports AS a WHERE a.iata = f.destination)
  UNION ALL
  SELECT flight_id, 'same_airport' FROM flights WHERE origin = destination
  UNION ALL
  SELECT flight_id, 'bad_distance' FROM flights WHERE distance <= 0
  UNION ALL
  SELECT flight_id, 'missing_delay' FROM flights WHERE delay IS NULL
  UNION ALL
  SELECT f.flight_id, 'duplicate'
  FROM flights AS f
  WHERE EXISTS (
    SELECT 1 FROM flights AS e
    WHERE e.flight_id < f.flight_id
      AND e.departed_at = f.departed_at
      AND e.origin = f.origin
      AND e.destination = f.destination
  )
) AS failures
ORDER BY flight_id, check_name;
