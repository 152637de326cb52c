-- Mistake: compares the first and last years each country has
WITH span AS (
  SELECT country, MIN(year) AS first_year, MAX(year) AS last_year FROM gapminder GROUP BY country
)
SELECT s.country, ROUND(CAST(b.life_expect - a.life_expect AS NUMERIC), 2) AS gain
FROM span AS s
JOIN gapminder AS a ON a.country = s.country AND a.year = s.first_year
JOIN gapminder AS b ON b.country = s.country AND b.year = s.last_year
ORDER BY gain DESC, s.country
LIMIT 10;
