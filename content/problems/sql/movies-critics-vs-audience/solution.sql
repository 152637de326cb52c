SELECT title, rotten_tomatoes_rating, imdb_rating,
       ROUND(CAST(ABS(rotten_tomatoes_rating / 10.0 - imdb_rating) AS NUMERIC), 2) AS gap
FROM movies
WHERE rotten_tomatoes_rating IS NOT NULL AND imdb_rating IS NOT NULL
ORDER BY gap DESC, title, movie_id
LIMIT 10;
