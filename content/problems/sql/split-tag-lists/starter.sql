SELECT id AS article_id, tags AS tag
FROM articles;
