-- Mistake: takes the alphabetically first channel
SELECT user_id, MIN(channel) AS channel FROM visits GROUP BY user_id ORDER BY user_id;
