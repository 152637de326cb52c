-- Mistake: counts repeated tags within a post
SELECT t.value AS tag, COUNT(*) AS posts FROM posts AS p, json_each(p.tags) AS t GROUP BY t.value ORDER BY posts DESC, tag;
