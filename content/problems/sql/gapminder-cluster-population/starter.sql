SELECT cluster, SUM(pop) AS total_pop
FROM gapminder
GROUP BY cluster;
