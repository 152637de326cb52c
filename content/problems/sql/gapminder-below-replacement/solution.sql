SELECT country, MIN(year) AS first_year
FROM gapminder
WHERE fertility < 2.1
GROUP BY country
ORDER BY first_year, country;
