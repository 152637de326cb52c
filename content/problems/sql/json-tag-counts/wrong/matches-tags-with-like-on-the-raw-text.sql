-- Mistake: matches tags with LIKE on the raw text
SELECT 'sql' AS tag, COUNT(*) AS posts FROM posts WHERE tags LIKE '%sql%'
UNION ALL SELECT 'etl', COUNT(*) FROM posts WHERE tags LIKE '%etl%' ORDER BY posts DESC, tag;
