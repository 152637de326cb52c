SELECT year, COUNT(*) AS countries_declined
FROM gapminder
GROUP BY year;
