SELECT user_id, 1 AS session_number, MIN(clicked_at) AS started_at, MAX(clicked_at) AS ended_at, COUNT(*) AS clicks
FROM clicks
GROUP BY user_id;
