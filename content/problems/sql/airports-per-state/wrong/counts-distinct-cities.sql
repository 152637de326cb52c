-- Mistake: counts distinct cities
SELECT state, COUNT(DISTINCT city) AS airports
FROM airports
GROUP BY state
HAVING COUNT(DISTINCT city) >= 5
ORDER BY airports DESC, state;
