-- Mistake: ranks by the night minimum
WITH ranked AS (
  SELECT SUBSTR(CAST(day AS TEXT), 1, 4) AS year, CAST(day AS TEXT) AS day, temp_max,
         ROW_NUMBER() OVER (PARTITION BY SUBSTR(CAST(day AS TEXT), 1, 4) ORDER BY temp_min DESC, day) AS rn
  FROM seattle_weather
)
SELECT year, day, temp_max
FROM ranked
WHERE rn = 1
ORDER BY year;
