-- Mistake: ranks by budget
WITH ranked AS (
  SELECT major_genre AS genre, title, worldwide_gross,
         ROW_NUMBER() OVER (PARTITION BY major_genre ORDER BY production_budget DESC, title) AS rn
  FROM movies
  WHERE major_genre IS NOT NULL AND production_budget IS NOT NULL AND worldwide_gross IS NOT NULL
)
SELECT genre, title, worldwide_gross
FROM ranked
WHERE rn = 1
ORDER BY genre;
