SELECT a.state, MAX(f.distance) AS distance
FROM flights AS f
JOIN airports AS a ON a.iata = f.origin
GROUP BY a.state;
