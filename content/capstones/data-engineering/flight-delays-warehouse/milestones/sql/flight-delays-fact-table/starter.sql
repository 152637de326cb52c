-- One row per flight, ordered by flight_id.
SELECT flight_id
FROM flights
ORDER BY flight_id;
