SELECT director, COUNT(*) AS films
FROM movies
GROUP BY director;
