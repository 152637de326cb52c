-- Mistake: counts films with a missing figure
SELECT director, COUNT(*) AS films,
       ROUND(CAST(CAST(SUM(worldwide_gross) AS DOUBLE PRECISION) / SUM(production_budget) AS NUMERIC), 2) AS ratio
FROM movies
WHERE director IS NOT NULL
GROUP BY director
HAVING COUNT(*) >= 3 AND SUM(worldwide_gross) >= 3 * SUM(production_budget)
ORDER BY ratio DESC, director;
