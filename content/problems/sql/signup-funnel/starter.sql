SELECT event AS step, COUNT(DISTINCT user_id) AS users
FROM funnel_events
GROUP BY event;
