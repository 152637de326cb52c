-- Mistake: treats an unknown delay as on time
SELECT
  f.flight_id,
  CAST(REPLACE(SUBSTR(f.departed_at, 1, 10), '-', '') AS INTEGER) AS date_key,
  f.origin,
  f.destination,
  o.state AS origin_state,
  d.state AS destination_state,
  f.delay,
  f.distance,
  CASE WHEN f.delay > 15 THEN 1 ELSE 0 END AS is_late
FROM flights AS f
LEFT JOIN airports AS o ON o.iata = f.origin
LEFT JOIN airports AS d ON d.iata = f.destination
ORDER BY f.flight_id;
