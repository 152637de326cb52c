-- Mistake: keeps states with more than five only
SELECT state, COUNT(*) AS airports
FROM airports
GROUP BY state
HAVING COUNT(*) > 5
ORDER BY airports DESC, state;
