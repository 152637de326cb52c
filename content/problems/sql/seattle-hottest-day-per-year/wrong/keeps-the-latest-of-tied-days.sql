-- Mistake: keeps the latest of tied days
WITH ranked AS (
  SELECT SUBSTR(CAST(day AS TEXT), 1, 4) AS year, CAST(day AS TEXT) AS day, temp_max,
         ROW_NUMBER() OVER (PARTITION BY SUBSTR(CAST(day AS TEXT), 1, 4) ORDER BY temp_max DESC, day DESC) AS rn
  FROM seattle_weather
)
SELECT year, day, temp_max
FROM ranked
WHERE rn = 1
ORDER BY year;
