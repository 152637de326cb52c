SELECT user_id, COUNT(*) AS sessions
FROM page_views
GROUP BY user_id;
