-- Mistake: compares with the first year
WITH steps AS (
  SELECT country, year, life_expect,
         FIRST_VALUE(life_expect) OVER (PARTITION BY country ORDER BY year) AS previous
  FROM gapminder
)
SELECT year, COUNT(*) AS countries_declined
FROM steps
WHERE life_expect < previous
GROUP BY year
ORDER BY year;
