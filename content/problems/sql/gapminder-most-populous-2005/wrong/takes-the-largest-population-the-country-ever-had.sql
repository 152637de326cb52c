-- Mistake: takes the largest population the country ever had
SELECT country, MAX(pop) AS pop
FROM gapminder
GROUP BY country
ORDER BY pop DESC, country
LIMIT 5;
