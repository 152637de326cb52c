-- Mistake: credits the first visit even when its channel is unknown
WITH r AS (SELECT user_id, channel, ROW_NUMBER() OVER (PARTITION BY user_id ORDER BY visited_at, id) AS n FROM visits)
SELECT user_id, channel FROM r WHERE n = 1 ORDER BY user_id;
