SELECT country, MAX(life_expect) - MIN(life_expect) AS gain
FROM gapminder
GROUP BY country;
