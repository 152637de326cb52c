-- Mistake: takes the highest minus the lowest value
SELECT country, ROUND(CAST(MAX(life_expect) - MIN(life_expect) AS NUMERIC), 2) AS gain
FROM gapminder
GROUP BY country
ORDER BY gain DESC, country
LIMIT 10;
