-- Mistake: keeps empty entries
WITH RECURSIVE p(article_id, tag, rest) AS (SELECT id, NULL, tags || ',' FROM articles WHERE tags IS NOT NULL
  UNION ALL SELECT article_id, lower(trim(substr(rest, 1, instr(rest, ',') - 1))), substr(rest, instr(rest, ',') + 1) FROM p WHERE rest <> '')
SELECT DISTINCT article_id, tag FROM p WHERE tag IS NOT NULL ORDER BY article_id, tag;
