-- Mistake: joins the destination to the origin airport
SELECT o.city AS origin_city, o.city AS destination_city, COUNT(*) AS flights
FROM flights AS f
JOIN airports AS o ON o.iata = f.origin
GROUP BY f.origin, f.destination, o.city
ORDER BY flights DESC, origin_city, destination_city
LIMIT 5;
