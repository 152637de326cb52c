-- Mistake: breaks time ties by the higher id
WITH r AS (SELECT user_id, channel, ROW_NUMBER() OVER (PARTITION BY user_id ORDER BY visited_at, id DESC) AS n FROM visits WHERE channel IS NOT NULL)
SELECT u.user_id, r.channel FROM (SELECT DISTINCT user_id FROM visits) AS u LEFT JOIN r ON r.user_id = u.user_id AND r.n = 1 ORDER BY u.user_id;
