SELECT SUBSTR(CAST(departed_at AS TEXT), 12, 2) AS hour, COUNT(*) AS flights
FROM flights
GROUP BY SUBSTR(CAST(departed_at AS TEXT), 12, 2);
