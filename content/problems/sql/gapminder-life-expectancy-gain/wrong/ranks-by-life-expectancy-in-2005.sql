-- Mistake: ranks by life expectancy in 2005
SELECT a.country, ROUND(CAST(b.life_expect - a.life_expect AS NUMERIC), 2) AS gain
FROM gapminder AS a
JOIN gapminder AS b ON b.country = a.country AND b.year = 2005
WHERE a.year = 1955
ORDER BY b.life_expect DESC, a.country
LIMIT 10;
