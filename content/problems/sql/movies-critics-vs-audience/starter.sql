SELECT title, rotten_tomatoes_rating, imdb_rating
FROM movies;
