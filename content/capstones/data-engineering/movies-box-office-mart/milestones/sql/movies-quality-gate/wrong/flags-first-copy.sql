-- Mistake: flags the first copy of a duplicate too
SELECT movie_id, check_name FROM (
  SELECT movie_id, 'missing_title' AS check_name FROM movies
  WHERE title IS NULL OR TRIM(title) = ''
  UNION ALL
  SELECT movie_id, 'bad_budget' FROM movies
  WHERE production_budget IS NULL OR production_budget <= 0
  UNION ALL
  SELECT movie_id, 'rating_out_of_range' FROM movies
  WHERE (imdb_rating IS NOT NULL AND imdb_rating NOT BETWEEN 1 AND 10)
     OR (rotten_tomatoes_rating IS NOT NULL AND rotten_tomatoes_rating NOT BETWEEN 0 AND 100)
  UNION ALL
  SELECT movie_id, 'gross_mismatch' FROM movies
  WHERE worldwide_gross < us_gross
  UNION ALL
  SELECT m.movie_id, 'duplicate' FROM movies AS m
  WHERE EXISTS (
    SELECT 1 FROM movies AS e
    WHERE e.movie_id <> m.movie_id
      AND LOWER(TRIM(e.title)) = LOWER(TRIM(m.title))
      AND e.release_date = m.release_date
  )
) AS failures
ORDER BY movie_id, check_name;
