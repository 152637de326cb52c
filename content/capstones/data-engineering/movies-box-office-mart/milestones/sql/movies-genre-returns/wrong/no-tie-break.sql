-- Mistake: breaks ties between genres in reverse order
SELECT
  major_genre AS genre,
  COUNT(*) AS films,
  ROUND(AVG(worldwide_gross * 1.0 / production_budget), 2) AS avg_return
FROM movies
WHERE major_genre IS NOT NULL
  AND production_budget > 0
  AND worldwide_gross IS NOT NULL
GROUP BY major_genre
HAVING COUNT(*) >= 3
ORDER BY avg_return DESC, genre DESC;
