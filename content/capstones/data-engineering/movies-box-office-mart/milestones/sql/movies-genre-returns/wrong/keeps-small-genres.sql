-- Mistake: keeps genres with fewer than 3 films
SELECT
  major_genre AS genre,
  COUNT(*) AS films,
  ROUND(AVG(worldwide_gross * 1.0 / production_budget), 2) AS avg_return
FROM movies
WHERE major_genre IS NOT NULL
  AND production_budget > 0
  AND worldwide_gross IS NOT NULL
GROUP BY major_genre
ORDER BY avg_return DESC, genre;
