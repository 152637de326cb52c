SELECT t.value AS tag, COUNT(DISTINCT p.id) AS posts
FROM posts AS p, json_each(p.tags) AS t
GROUP BY t.value
ORDER BY posts DESC, tag;
