-- Mistake: counts both directions together
SELECT CASE WHEN o.city < d.city THEN o.city ELSE d.city END AS origin_city,
       CASE WHEN o.city < d.city THEN d.city ELSE o.city END AS destination_city,
       COUNT(*) AS flights
FROM flights AS f
JOIN airports AS o ON o.iata = f.origin
JOIN airports AS d ON d.iata = f.destination
GROUP BY CASE WHEN o.city < d.city THEN o.city ELSE d.city END, CASE WHEN o.city < d.city THEN d.city ELSE o.city END
ORDER BY flights DESC, origin_city, destination_city
LIMIT 5;
