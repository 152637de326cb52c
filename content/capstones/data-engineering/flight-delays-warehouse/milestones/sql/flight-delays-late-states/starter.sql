SELECT a.state, COUNT(*) AS flights
FROM flights AS f
JOIN airports AS a ON a.iata = f.origin
GROUP BY a.state
ORDER BY a.state;
