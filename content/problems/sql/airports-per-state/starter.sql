SELECT state, COUNT(*) AS airports
FROM airports
GROUP BY state;
