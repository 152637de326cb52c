-- Mistake: takes the first year of countries below in 2005
SELECT g.country, MIN(g.year) AS first_year
FROM gapminder AS g
WHERE g.country IN (SELECT country FROM gapminder WHERE year = 2005 AND fertility < 2.1)
GROUP BY g.country
ORDER BY first_year, g.country;
