SELECT country, MIN(year) AS first_year
FROM gapminder
GROUP BY country;
