SELECT major_genre AS genre, MAX(worldwide_gross) AS worldwide_gross
FROM movies
GROUP BY major_genre;
