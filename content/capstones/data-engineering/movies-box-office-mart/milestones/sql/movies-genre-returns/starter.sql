SELECT major_genre AS genre, COUNT(*) AS films
FROM movies
GROUP BY major_genre
ORDER BY genre;
