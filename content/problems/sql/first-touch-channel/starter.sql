SELECT user_id, MIN(channel) AS channel
FROM visits
GROUP BY user_id;
