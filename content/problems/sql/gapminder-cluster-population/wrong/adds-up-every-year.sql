-- Mistake: adds up every year
SELECT cluster, SUM(pop) AS total_pop, COUNT(DISTINCT country) AS countries
FROM gapminder
GROUP BY cluster
ORDER BY cluster;
