SELECT tags AS tag, COUNT(*) AS posts
FROM posts
GROUP BY tags;
