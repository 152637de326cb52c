-- Mistake: divides integers, truncating every ratio
SELECT
  major_genre AS genre,
  COUNT(*) AS films,
  ROUND(AVG(worldwide_gross / production_budget), 2) AS avg_return
FROM movies
WHERE major_genre IS NOT NULL
  AND production_budget > 0
  AND worldwide_gross IS NOT NULL
GROUP BY major_genre
HAVING COUNT(*) >= 3
ORDER BY avg_return DESC, genre;
