-- One row per broken rule: flight_id, check_name.
SELECT flight_id, 'missing_delay' AS check_name
FROM flights
WHERE delay IS NULL
ORDER BY flight_id, check_name;
