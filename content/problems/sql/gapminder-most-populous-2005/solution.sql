SELECT country, pop
FROM gapminder
WHERE year = 2005
ORDER BY pop DESC, country
LIMIT 5;
