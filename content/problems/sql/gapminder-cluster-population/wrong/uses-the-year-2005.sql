-- Mistake: uses the year 2005
SELECT cluster, SUM(pop) AS total_pop, COUNT(*) AS countries
FROM gapminder
WHERE year = 2005
GROUP BY cluster
ORDER BY cluster;
