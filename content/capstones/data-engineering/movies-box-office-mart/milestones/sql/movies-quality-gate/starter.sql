SELECT movie_id, 'bad_budget' AS check_name
FROM movies
WHERE production_budget <= 0
ORDER BY movie_id, check_name;
