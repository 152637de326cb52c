SELECT cluster, SUM(pop) AS total_pop, COUNT(*) AS countries
FROM gapminder
WHERE year = 2000
GROUP BY cluster
ORDER BY cluster;
