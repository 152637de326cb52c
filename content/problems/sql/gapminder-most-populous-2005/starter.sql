SELECT country, pop
FROM gapminder
ORDER BY pop DESC;
