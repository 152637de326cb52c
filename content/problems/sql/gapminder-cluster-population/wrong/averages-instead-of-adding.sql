-- Mistake: averages instead of adding
SELECT cluster, CAST(AVG(pop) AS BIGINT) AS total_pop, COUNT(*) AS countries
FROM gapminder
WHERE year = 2000
GROUP BY cluster
ORDER BY cluster;
