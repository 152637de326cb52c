-- Mistake: forgets to partition by country
WITH steps AS (
  SELECT country, year, life_expect,
         LAG(life_expect) OVER (ORDER BY country, year) AS previous
  FROM gapminder
)
SELECT year, COUNT(*) AS countries_declined
FROM steps
WHERE life_expect < previous
GROUP BY year
ORDER BY year;
