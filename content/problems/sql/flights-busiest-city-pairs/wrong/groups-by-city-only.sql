-- Mistake: groups by city only
SELECT o.city AS origin_city, d.city AS destination_city, COUNT(*) AS flights
FROM flights AS f
JOIN airports AS o ON o.iata = f.origin
JOIN airports AS d ON d.iata = f.destination
GROUP BY o.city, d.city
ORDER BY flights DESC, origin_city, destination_city
LIMIT 5;
