-- Mistake: averages the films' ratios
SELECT director, COUNT(*) AS films,
       ROUND(CAST(AVG(CAST(worldwide_gross AS DOUBLE PRECISION) / production_budget) AS NUMERIC), 2) AS ratio
FROM movies
WHERE director IS NOT NULL AND worldwide_gross IS NOT NULL AND production_budget IS NOT NULL
GROUP BY director
HAVING COUNT(*) >= 3 AND AVG(CAST(worldwide_gross AS DOUBLE PRECISION) / production_budget) >= 3
ORDER BY ratio DESC, director;
