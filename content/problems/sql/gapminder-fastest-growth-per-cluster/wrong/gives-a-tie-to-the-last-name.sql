-- Mistake: gives a tie to the last name
WITH growth AS (
  SELECT a.cluster, a.country, CAST(b.pop AS DOUBLE PRECISION) / a.pop AS ratio
  FROM gapminder AS a
  JOIN gapminder AS b ON b.country = a.country AND b.year = 2005
  WHERE a.year = 1955
), ranked AS (
  SELECT cluster, country, ratio,
         ROW_NUMBER() OVER (PARTITION BY cluster ORDER BY ratio DESC, country DESC) AS rn
  FROM growth
)
SELECT cluster, country, ROUND(CAST(ratio AS NUMERIC), 2) AS growth
FROM ranked
WHERE rn = 1
ORDER BY cluster;
