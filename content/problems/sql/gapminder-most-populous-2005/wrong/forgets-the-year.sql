-- Mistake: forgets the year
SELECT country, pop
FROM gapminder
ORDER BY pop DESC, country
LIMIT 5;
