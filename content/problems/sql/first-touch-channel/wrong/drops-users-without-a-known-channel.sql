-- Mistake: drops users without a known channel
WITH r AS (SELECT user_id, channel, ROW_NUMBER() OVER (PARTITION BY user_id ORDER BY visited_at, id) AS n FROM visits WHERE channel IS NOT NULL)
SELECT user_id, channel FROM r WHERE n = 1 ORDER BY user_id;
