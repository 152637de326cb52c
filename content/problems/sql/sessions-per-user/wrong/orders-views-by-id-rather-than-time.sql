-- Mistake: orders views by id rather than time
WITH g AS (SELECT user_id, viewed_at - LAG(viewed_at) OVER (PARTITION BY user_id ORDER BY id) AS gap FROM page_views)
SELECT user_id, SUM(CASE WHEN gap IS NULL OR gap > 1800 THEN 1 ELSE 0 END) AS sessions FROM g GROUP BY user_id ORDER BY sessions DESC, user_id;
