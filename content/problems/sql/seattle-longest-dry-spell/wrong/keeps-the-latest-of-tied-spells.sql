-- Mistake: keeps the latest of tied spells
WITH numbered AS (
  SELECT day, precipitation,
         ROW_NUMBER() OVER (ORDER BY day) AS n
  FROM seattle_weather
), dry AS (
  SELECT day, n - ROW_NUMBER() OVER (ORDER BY day) AS island
  FROM numbered
  WHERE precipitation = 0
)
SELECT MIN(CAST(day AS TEXT)) AS start_day, MAX(CAST(day AS TEXT)) AS end_day, COUNT(*) AS days
FROM dry
GROUP BY island
ORDER BY days DESC, start_day DESC
LIMIT 1;
