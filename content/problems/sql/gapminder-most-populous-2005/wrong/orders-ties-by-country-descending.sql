-- Mistake: orders ties by country descending
SELECT country, pop
FROM gapminder
WHERE year = 2005
ORDER BY pop DESC, country DESC
LIMIT 5;
