SELECT cluster, country, MAX(pop) - MIN(pop) AS growth
FROM gapminder
GROUP BY cluster, country;
