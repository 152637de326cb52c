SELECT director, COUNT(*) AS films,
       ROUND(CAST(CAST(SUM(worldwide_gross) AS DOUBLE PRECISION) / SUM(production_budget) AS NUMERIC), 2) AS ratio
FROM movies
WHERE director IS NOT NULL AND worldwide_gross IS NOT NULL AND production_budget IS NOT NULL
GROUP BY director
HAVING COUNT(*) >= 3 AND SUM(worldwide_gross) >= 3 * SUM(production_budget)
ORDER BY ratio DESC, director;
